import { WorkspacesPage } from '@/features/admin/components/WorkspacesPage';

export default WorkspacesPage;
