import { ActivityPage } from '@/features/teams/components/ActivityPage';

export default ActivityPage;
