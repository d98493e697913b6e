import { SharedReportPage } from '@/features/shared-reports/components/SharedReportPage';

export default SharedReportPage;
