import { InvitationPage } from '@/features/teams/components/InvitationPage';

export default InvitationPage;
