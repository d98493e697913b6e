// The admin area's frame: its side menu on wide screens, a drawer on phones.
import { SideNav } from '@/lib/components/SideNav';
import { SideNavLayout } from '@/lib/components/SideNavLayout';
import { ADMIN_NAV } from './admin-nav';

export function AdminLayout() {
  return (
    <SideNavLayout
      menuButtonLabel="Menu do admin"
      drawerTitle="Painel Admin"
      renderNav={(onNavigate) => (
        <SideNav label="Menu do admin" groups={ADMIN_NAV} onNavigate={onNavigate} />
      )}
    />
  );
}
