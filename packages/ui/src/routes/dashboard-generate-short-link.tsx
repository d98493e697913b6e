import { ShortLinkFormPage } from '@/features/short-links/components/ShortLinkFormPage';
import { EditorsOnly } from '@/lib/components/EditorsOnly';
import { href } from '@/lib/routes';

export default function DashboardShortLinkFormPage() {
  return (
    <EditorsOnly back={{ label: 'Ver os links', to: href('dashboardMyShortLinks') }}>
      <ShortLinkFormPage />
    </EditorsOnly>
  );
}
