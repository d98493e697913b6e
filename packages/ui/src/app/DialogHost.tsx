import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { releaseEarlyDialogs } from './early-dialogs';

/** Renders the dialogs opened with `modals.openConfirmModal(...)` from any screen. */
export default function DialogHost() {
  // After the provider's own effects (a child's run first): it listens by now.
  useEffect(releaseEarlyDialogs, []);
  return <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }} />;
}
