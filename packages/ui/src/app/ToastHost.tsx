import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/**
 * Where notify.ts toasts appear: top right, three at most. They start below the navbar, never
 * over it (the offset is in global.css: it must apply to the top containers only).
 */
export default function ToastHost() {
  return <Notifications position="top-right" limit={3} />;
}
