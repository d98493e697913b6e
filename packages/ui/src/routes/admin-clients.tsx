import { ClientsPage } from '@/features/admin/components/ClientsPage';

export default ClientsPage;
