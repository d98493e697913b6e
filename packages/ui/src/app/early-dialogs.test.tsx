import { modals } from '@mantine/modals';
import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './AppProviders';

/** Opens a confirmation as soon as it is mounted: before the lazily loaded dialog host is. */
function EagerConfirm() {
  useEffect(() => {
    modals.openConfirmModal({ title: 'Excluir página?', children: 'Não dá para desfazer.' });
  }, []);
  return null;
}

describe('dialogs opened before their host has loaded', () => {
  it('are kept and shown once the host listens', async () => {
    render(
      <AppProviders>
        <EagerConfirm />
      </AppProviders>,
    );
    // The host is not there yet when the screen opens its dialog.
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Excluir página?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
  });
});
