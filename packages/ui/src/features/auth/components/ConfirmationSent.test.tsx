import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/render';
import { ConfirmationSent } from './ConfirmationSent';

vi.mock('@qrlink/data/auth/resend-confirmation', async (original) => ({
  ...(await original<object>()),
  resendConfirmation: vi.fn(),
}));
const { resendConfirmation, ResendTooSoonError } =
  await import('@qrlink/data/auth/resend-confirmation');

describe('ConfirmationSent', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('says how long to wait and counts down with the button disabled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(resendConfirmation).mockRejectedValueOnce(new ResendTooSoonError(3));
    const { user } = renderWithProviders(<ConfirmationSent email="ana@example.com" />);
    await user.click(screen.getByRole('button', { name: 'Reenviar confirmação' }));
    const waiting = await screen.findByRole('button', { name: 'Reenviar confirmação (3 s)' });
    expect(waiting).toBeDisabled();
    expect(screen.getByText('Aguarde 3 segundos para reenviar o e-mail.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: 'Reenviar confirmação (2 s)' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('button', { name: 'Reenviar confirmação' })).toBeEnabled();
  });
});
