import { SettingsPage } from '@/features/account/components/SettingsPage';

export default SettingsPage;
