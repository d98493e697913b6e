import { PageAnalyticsPage } from '@/features/pages/components/PageAnalyticsPage';

export default PageAnalyticsPage;
