import { ClientEditPage } from '@/features/admin/components/ClientEditPage';

export default ClientEditPage;
