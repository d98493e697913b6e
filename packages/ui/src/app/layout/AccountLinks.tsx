import { Badge, Button } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { useSiteStatus } from '@/lib/site-status';
import { href } from '@/lib/routes';
import { isAdminAtom, sessionAtom } from '@/lib/session';
import { useSignOut } from '@/lib/use-sign-out';
import { useUnreadNotificationCount } from '@/lib/queries/notifications';

/**
 * The account part of the navigation: Painel Admin (admins), Painel and Sair when signed in;
 * Login and Cadastre-se (hidden while registrations are closed) otherwise. `onNavigate` lets
 * the mobile drawer close itself.
 */
export function AccountLinks({
  onNavigate,
  fullWidth = false,
}: {
  onNavigate?: () => void;
  fullWidth?: boolean;
}) {
  const session = useAtomValue(sessionAtom);
  const isAdmin = useAtomValue(isAdminAtom);
  const signOut = useSignOut();
  const user = session.status === 'authenticated' ? session.user : null;
  const unread = useUnreadNotificationCount(user?.id).data ?? 0;
  const { status } = useSiteStatus();
  if (session.status === 'loading') return null;
  if (session.status === 'authenticated') {
    return (
      <>
        {isAdmin && (
          <Button
            component={Link}
            to={href('admin')}
            variant="subtle"
            onClick={onNavigate}
            fullWidth={fullWidth}
          >
            Painel Admin
          </Button>
        )}
        <Button
          component={Link}
          to={href('dashboard')}
          variant="light"
          onClick={onNavigate}
          fullWidth={fullWidth}
          rightSection={
            unread > 0 ? (
              <Badge size="sm" circle aria-label={`${unread} notificações não lidas`}>
                {unread > 99 ? '99+' : unread}
              </Badge>
            ) : null
          }
        >
          Painel
        </Button>
        <Button
          variant="default"
          fullWidth={fullWidth}
          onClick={() => {
            onNavigate?.();
            void signOut();
          }}
        >
          Sair
        </Button>
      </>
    );
  }
  return (
    <>
      <Button
        component={Link}
        to={href('login')}
        variant="default"
        onClick={onNavigate}
        fullWidth={fullWidth}
      >
        Login
      </Button>
      {status.registrationsOpen && (
        <Button component={Link} to={href('register')} onClick={onNavigate} fullWidth={fullWidth}>
          Cadastre-se
        </Button>
      )}
    </>
  );
}
