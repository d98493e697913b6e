import { AdminSettingsPage } from '@/features/admin/components/AdminSettingsPage';

export default AdminSettingsPage;
