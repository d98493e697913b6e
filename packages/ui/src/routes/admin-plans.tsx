import { PlansPage } from '@/features/admin/components/PlansPage';

export default PlansPage;
