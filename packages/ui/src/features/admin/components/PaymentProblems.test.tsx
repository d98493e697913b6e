import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@qrlink/core/dates/format-date';
import { listPaymentNotificationProblems } from '@qrlink/data/admin/list-payment-notification-problems';
import { AppError } from '@qrlink/data/errors';
import { renderWithProviders } from '../../../../tests/render';
import { signedInStore } from '../../../../tests/session-store';
import { PaymentProblems } from './PaymentProblems';

vi.mock('@qrlink/data/admin/list-payment-notification-problems', async (original) => ({
  ...(await original<object>()),
  listPaymentNotificationProblems: vi.fn(),
}));
const list = vi.mocked(listPaymentNotificationProblems);

const render = () =>
  renderWithProviders(<PaymentProblems />, { route: '/admin/analytics', store: signedInStore() });

describe('PaymentProblems', { timeout: 20_000 }, () => {
  beforeEach(() => list.mockReset());

  it('lists each notification that was acknowledged without a record', async () => {
    list.mockResolvedValue([
      {
        id: 'p1',
        topic: 'payment',
        resource_id: '123456789',
        reason: 'A conta desta compra não existe mais.',
        details: {},
        occurrences: 3,
        first_received_at: '2026-11-20T12:00:00Z',
        received_at: '2026-11-25T15:30:00Z',
      },
    ]);
    render();
    const table = await screen.findByRole('table', {
      name: 'Notificações de pagamento não registradas',
    });
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      formatDateTime('2026-11-25T15:30:00Z'),
      'Pagamento',
      '123456789',
      'A conta desta compra não existe mais.',
      '3',
    ]);
    // A phone scrolls the table: keyboard users reach it too.
    expect(
      screen.getByRole('region', { name: 'Tabela de notificações de pagamento' }),
    ).toHaveAttribute('tabindex', '0');
  });

  it('says when there is nothing to look at, and when it cannot load', async () => {
    list.mockResolvedValueOnce([]);
    const first = render();
    expect(
      await screen.findByText(
        'Nenhuma: todo pagamento informado pelo Mercado Pago foi registrado.',
      ),
    ).toBeInTheDocument();
    first.unmount();
    list.mockRejectedValueOnce(
      AppError.of('forbidden', {
        title: 'Erro ao carregar notificações de pagamento',
        message: 'Falha ao carregar as notificações não registradas.',
      }),
    );
    render();
    expect(
      await screen.findByText('Falha ao carregar as notificações não registradas.'),
    ).toBeInTheDocument();
  });
});
