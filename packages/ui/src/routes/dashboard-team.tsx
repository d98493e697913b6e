import { TeamPage } from '@/features/teams/components/TeamPage';

export default TeamPage;
