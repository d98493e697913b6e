import { QrAnalyticsPage } from '@/features/qr-analytics/components/QrAnalyticsPage';

export default QrAnalyticsPage;
