import { BulkCreatePage } from '@/features/bulk/components/BulkCreatePage';

export default function DashboardBulkPage() {
  return <BulkCreatePage />;
}
