import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@qrlink/data/errors';
import { renderWithProviders } from '../../tests/render';
import { signedInStore } from '../../tests/session-store';
import SubscriptionSuccessPage from './subscription-success';

vi.mock('@qrlink/data/subscription/activate-plan', () => ({ activatePlan: vi.fn() }));
const { activatePlan } = await import('@qrlink/data/subscription/activate-plan');

describe('/subscription/success', () => {
  beforeEach(() => {
    vi.mocked(activatePlan).mockReset();
  });

  it('activates the plan and confirms the payment', async () => {
    vi.mocked(activatePlan).mockResolvedValue();
    renderWithProviders(<SubscriptionSuccessPage />, {
      route: '/subscription/success?plan=pro&status=approved',
      store: signedInStore(),
    });
    expect(await screen.findByText('Pagamento Confirmado!')).toBeInTheDocument();
    expect(await screen.findByText('Plano atualizado com sucesso!')).toBeInTheDocument();
    expect(activatePlan).toHaveBeenCalledWith('u1', 'pro');
    expect(screen.getByRole('link', { name: 'Ir para o Painel' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it("shows the server's refusal (no recorded payment) under 'Erro na atualização'", async () => {
    vi.mocked(activatePlan).mockImplementation(async () => {
      throw new AppError(
        'server_rule',
        'Erro na atualização',
        'Nenhum pagamento aprovado foi encontrado para este plano.',
      );
    });
    renderWithProviders(<SubscriptionSuccessPage />, {
      route: '/subscription/success?plan=pro',
      store: signedInStore(),
    });
    expect(await screen.findByText('Ocorreu um Erro')).toBeInTheDocument();
    expect(
      screen.getByText('Ocorreu um erro ao atualizar seu plano. Por favor, contate o suporte.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Erro na atualização')).toBeInTheDocument();
    expect(
      screen.getByText('Nenhum pagamento aprovado foi encontrado para este plano.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver Planos' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Contatar Suporte' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('does not call the server for a payment that was not approved', async () => {
    renderWithProviders(<SubscriptionSuccessPage />, {
      route: '/subscription/success?plan=pro&status=pending',
      store: signedInStore(),
    });
    expect(
      await screen.findByText(
        'O pagamento não foi aprovado (status: pending). Por favor, tente novamente ou contate o suporte.',
      ),
    ).toBeInTheDocument();
    expect(activatePlan).not.toHaveBeenCalled();
  });
});
