import { LinkAnalyticsPage } from '@/features/short-links/components/LinkAnalyticsPage';

export default LinkAnalyticsPage;
