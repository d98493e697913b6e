import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import { dismissToastsOlderThan, notify } from './notify';

describe('toasts across page changes', () => {
  it("hides the previous screen's toasts and keeps the one announcing the navigation", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<div />);
    notify.error({ title: 'E-mail já cadastrado' });
    await vi.advanceTimersByTimeAsync(2000);
    notify.success({ title: 'Login bem-sucedido!' });
    dismissToastsOlderThan(1500);
    expect(await screen.findByText('Login bem-sucedido!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('E-mail já cadastrado')).not.toBeInTheDocument());
    vi.useRealTimers();
  });
});
