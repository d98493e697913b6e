import { SecurityPage } from '@/features/admin/components/SecurityPage';

export default SecurityPage;
