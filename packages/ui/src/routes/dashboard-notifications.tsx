import { NotificationsPage } from '@/features/notifications/components/NotificationsPage';

export default NotificationsPage;
