import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Where notify.ts toasts appear. */
export default function ToastHost() {
  return <Notifications position="top-right" limit={4} />;
}
