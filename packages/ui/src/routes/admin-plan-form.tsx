import { PlanFormPage } from '@/features/admin/components/PlanFormPage';

export default PlanFormPage;
