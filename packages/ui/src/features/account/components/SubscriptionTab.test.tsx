import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '@qrlink/data/account/get-account';
import { renderWithProviders } from '../../../../tests/render';
import { workingInStore } from '../../../../tests/session-store';
import { SubscriptionTab } from './SubscriptionTab';

vi.mock('@qrlink/data/subscription/cancel-subscription', () => ({
  cancelSubscription: vi.fn(),
}));
vi.mock('@qrlink/data/teams/list-my-workspaces', () => ({ listMyWorkspaces: vi.fn() }));
vi.mock('@qrlink/data/teams/get-workspace-plan', () => ({ getWorkspacePlan: vi.fn() }));
const { cancelSubscription } = await import('@qrlink/data/subscription/cancel-subscription');
const { listMyWorkspaces } = await import('@qrlink/data/teams/list-my-workspaces');
const { getWorkspacePlan } = await import('@qrlink/data/teams/get-workspace-plan');

const free: Account = {
  fullName: 'Ana',
  email: 'ana@example.com',
  memberSince: '2026-01-10T12:00:00Z',
  plan: { id: 'free_plan', name: 'Grátis', price: 0, priceYearly: null },
  cycle: null,
  renewsAt: null,
  renewsAutomatically: false,
  subscriptionStatus: null,
  qrCodeCount: 1234,
  workspaces: { owned: 1, allowed: 1, seatsPerWorkspace: 1 },
  payments: [],
};
const paid: Account = {
  ...free,
  plan: { id: 'profissional', name: 'Profissional', price: 49.9, priceYearly: 419.16 },
  cycle: 'yearly',
  renewsAt: '2027-11-25T15:00:00Z',
  renewsAutomatically: true,
  subscriptionStatus: 'authorized',
  workspaces: { owned: 2, allowed: 3, seatsPerWorkspace: 5 },
  payments: [
    {
      id: 'p1',
      plan_id: 'profissional',
      plans: { name: 'Profissional' },
      cycle: 'yearly',
      status: 'approved',
      amount: 419.16,
      created_at: '2026-11-25T15:00:00Z',
    },
  ],
};
const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

describe('SubscriptionTab', () => {
  beforeEach(() => vi.mocked(cancelSubscription).mockReset());

  it('shows the free plan, its saved codes and an empty billing history', () => {
    renderWithProviders(<SubscriptionTab account={free} />);
    expect(screen.getByRole('heading', { name: 'Grátis' })).toBeInTheDocument();
    expect(screen.getByText('Ativo')).toBeInTheDocument();
    expect(screen.getByText('1.234')).toBeInTheDocument();
    expect(screen.getByText('1 de 1')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma fatura encontrada.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar assinatura' })).not.toBeInTheDocument();
  });

  it('shows a paid plan with its cycle, renewal and history, and cancels after confirming', async () => {
    vi.mocked(cancelSubscription).mockResolvedValue();
    const { user } = renderWithProviders(<SubscriptionTab account={paid} />);
    expect(text(screen.getByText(/\/ano$/))).toBe('R$ 419,16/ano');
    // Teams: the workspaces owned out of the plan's, and its seats.
    expect(screen.getByText('2 de 3')).toBeInTheDocument();
    expect(screen.getByText('até 5')).toBeInTheDocument();
    expect(screen.getAllByText('Anual')).toHaveLength(2);
    expect(screen.getByTestId('plan-renewal')).toHaveTextContent(
      'Renova automaticamente em 25/11/2027.',
    );
    const history = screen.getByRole('table', { name: 'Histórico de cobranças' });
    expect(within(history).getByText('Profissional')).toBeInTheDocument();
    expect(within(history).getByText('Aprovado')).toBeInTheDocument();

    // The dialog host loads lazily beside the app: a dialog opened before it would be lost.
    await waitFor(() => expect(document.querySelector('.mantine-Modal-root')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Cancelar assinatura' }));
    await user.click(await screen.findByRole('button', { name: 'Manter assinatura' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancelSubscription).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancelar assinatura' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar a assinatura?' });
    expect(dialog).toHaveTextContent('continua ativo até 25/11/2027');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar assinatura' }));
    expect(cancelSubscription).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Assinatura cancelada')).toBeInTheDocument();
  });

  it('says until when a cancelled plan lasts', () => {
    renderWithProviders(
      <SubscriptionTab
        account={{
          ...paid,
          cycle: 'monthly',
          renewsAutomatically: false,
          subscriptionStatus: 'cancelled',
        }}
      />,
    );
    expect(screen.getByText('Não renova')).toBeInTheDocument();
    expect(text(screen.getByText(/\/mês$/))).toBe('R$ 49,90/mês');
    expect(screen.getByTestId('plan-renewal')).toHaveTextContent(
      'Ativo até 25/11/2027; depois, sua conta volta ao plano Grátis.',
    );
    expect(screen.queryByRole('button', { name: 'Cancelar assinatura' })).not.toBeInTheDocument();
  });

  describe("in a team's workspace", () => {
    beforeEach(() => {
      vi.mocked(listMyWorkspaces).mockResolvedValue([
        { id: 'w1', name: 'Pessoal', personal: true, role: 'owner' },
        { id: 'w2', name: 'Agência', personal: false, role: 'editor' },
      ]);
    });

    it("says which plan the workspace works under, its owner's, above the account's own", async () => {
      vi.mocked(getWorkspacePlan).mockResolvedValue({
        planName: 'Empresarial',
        ownerIsMe: false,
        ownerName: 'Dona Olga',
        members: 4,
        maxSeats: 20,
        pageBadge: false,
      });
      renderWithProviders(<SubscriptionTab account={free} />, { store: workingInStore('w2') });
      expect(
        await screen.findByText(
          'Usa o plano Empresarial de Dona Olga, que é quem o assina: 4 de 20 membros. O plano abaixo é o da sua conta, para o seu espaço pessoal e os espaços que você criar.',
        ),
      ).toBeInTheDocument();
      expect(getWorkspacePlan).toHaveBeenCalledWith('w2');
      expect(screen.getByRole('heading', { name: 'Grátis' })).toBeInTheDocument();
    });

    it('says nothing more in the personal workspace', async () => {
      vi.mocked(getWorkspacePlan).mockClear();
      renderWithProviders(<SubscriptionTab account={free} />, { store: workingInStore('w1') });
      expect(await screen.findByRole('heading', { name: 'Grátis' })).toBeInTheDocument();
      await waitFor(() => expect(listMyWorkspaces).toHaveBeenCalled());
      expect(getWorkspacePlan).not.toHaveBeenCalled();
      expect(screen.queryByText(/Espaço de trabalho "/)).not.toBeInTheDocument();
    });
  });
});
