import { ModalsProvider } from '@mantine/modals';

/** Renders the dialogs opened with `modals.openConfirmModal(...)` from any screen. */
export default function DialogHost() {
  return <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }} />;
}
