import { AdminAnalyticsPage } from '@/features/admin/components/AdminAnalyticsPage';

export default AdminAnalyticsPage;
