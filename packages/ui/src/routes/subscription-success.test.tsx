import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  afterEach(() => {
    vi.useRealTimers();
  });

  const paymentRequired = () =>
    new AppError(
      'payment_required',
      'Erro na atualização',
      'Nenhum pagamento aprovado foi encontrado para este plano.',
    );

  it('waits for the webhook: asks again until the server holds the payment', async () => {
    vi.useFakeTimers();
    vi.mocked(activatePlan)
      .mockRejectedValueOnce(paymentRequired())
      .mockRejectedValueOnce(paymentRequired())
      .mockResolvedValue();
    renderWithProviders(<SubscriptionSuccessPage />, {
      route: '/subscription/success?plan=pro&cycle=monthly',
      store: signedInStore(),
    });
    expect(screen.getByText('Processando sua Assinatura')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.queryByText('Pagamento Confirmado!')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByText('Pagamento Confirmado!')).toBeInTheDocument();
    expect(activatePlan).toHaveBeenCalledTimes(3);
  });

  it('says the payment is still processing after a while, never an error, and checks again', async () => {
    vi.useFakeTimers();
    vi.mocked(activatePlan).mockRejectedValue(paymentRequired());
    renderWithProviders(<SubscriptionSuccessPage />, {
      route: '/subscription/success?plan=pro&cycle=monthly&status=approved',
      store: signedInStore(),
    });
    await act(() => vi.advanceTimersByTimeAsync(32_000));
    expect(screen.getByText('Pagamento em Processamento')).toBeInTheDocument();
    expect(screen.queryByText('Ocorreu um Erro')).not.toBeInTheDocument();
    const calls = vi.mocked(activatePlan).mock.calls.length;
    expect(calls).toBeGreaterThanOrEqual(15);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(vi.mocked(activatePlan).mock.calls.length).toBe(calls);

    vi.mocked(activatePlan).mockResolvedValue();
    fireEvent.click(screen.getByRole('button', { name: 'Verificar novamente' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Pagamento Confirmado!')).toBeInTheDocument();
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
