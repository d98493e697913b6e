// The user area's frame: the sidebar on wide screens, a 'Menu do painel' drawer on phones, and
// the page beside it; the workspace switcher heads the menu.
import { useAtomValue } from 'jotai';
import { SideNavLayout } from '@/lib/components/SideNavLayout';
import { userAtom } from '@/lib/session';
import { useUnreadNotificationCount } from '@/lib/queries/notifications';
import { DashboardNav } from './DashboardNav';
import { WorkspaceSwitcher } from './WorkspaceSwitcher';

export function DashboardLayout() {
  const user = useAtomValue(userAtom);
  const unread = useUnreadNotificationCount(user?.id).data ?? 0;
  return (
    <SideNavLayout
      menuButtonLabel={`Menu do painel${unread > 0 ? ` (${unread})` : ''}`}
      drawerTitle="Painel"
      renderNav={(onNavigate) => (
        <>
          <WorkspaceSwitcher />
          <DashboardNav unread={unread} onNavigate={onNavigate} />
        </>
      )}
    />
  );
}
