import { ReportsPage } from '@/features/admin/components/ReportsPage';

export default ReportsPage;
