import { BulkCreatePage } from '@/features/bulk/components/BulkCreatePage';
import { EditorsOnly } from '@/lib/components/EditorsOnly';
import { href } from '@/lib/routes';

export default function DashboardBulkPage() {
  return (
    <EditorsOnly back={{ label: 'Ver os QR Codes', to: href('dashboardMyQrs') }}>
      <BulkCreatePage />
    </EditorsOnly>
  );
}
