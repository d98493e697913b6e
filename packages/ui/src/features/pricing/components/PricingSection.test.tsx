import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Plan } from '@qrlink/core/pricing/plan';
import { AppError } from '@qrlink/data/errors';
import { renderWithProviders } from '../../../../tests/render';
import { signedInStore, storeWithSession } from '../../../../tests/session-store';
import { PricingSection } from './PricingSection';
import { sessionAtom } from '@/lib/session';

vi.mock('@qrlink/data/plans/list-plans', () => ({ listPlans: vi.fn() }));
vi.mock('@qrlink/data/subscription/payments-enabled', () => ({ getPaymentsEnabled: vi.fn() }));
vi.mock('@qrlink/data/subscription/start-checkout', () => ({ startCheckout: vi.fn() }));
vi.mock('@/lib/leave-app', () => ({ leaveAppTo: vi.fn() }));
const { listPlans } = await import('@qrlink/data/plans/list-plans');
const { getPaymentsEnabled } = await import('@qrlink/data/subscription/payments-enabled');
const { startCheckout } = await import('@qrlink/data/subscription/start-checkout');
const { leaveAppTo } = await import('@/lib/leave-app');

const base = {
  description: null,
  mercadopago_link: null,
  mercadopago_link_yearly: null,
  features: [],
  popular: false,
  icon: null,
};
const plans: Plan[] = [
  { ...base, id: 'free_plan', name: 'Grátis', price: 0, price_yearly: null, order: 1 },
  {
    ...base,
    id: 'pro',
    name: 'Pro',
    price: 29.9,
    price_yearly: 251.16,
    mercadopago_link: 'https://pay.example/pro',
    mercadopago_link_yearly: 'https://pay.example/pro-anual',
    popular: true,
    features: ['QR Codes ilimitados'],
    order: 2,
  },
  {
    ...base,
    id: 'business',
    name: 'Business',
    price: 1234.5,
    price_yearly: null,
    mercadopago_link: 'https://pay.example/biz?ref=site',
    order: 3,
  },
];

const card = (name: string) => screen.getByRole('article', { name: `Plano ${name}` });
const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

describe('PricingSection', () => {
  beforeEach(() => {
    vi.mocked(listPlans).mockReset();
    vi.mocked(startCheckout).mockReset();
    vi.mocked(leaveAppTo).mockReset();
    vi.mocked(getPaymentsEnabled).mockResolvedValue(true);
  });

  it('shows monthly prices in reais, the popular badge and the recurring note', async () => {
    vi.mocked(listPlans).mockResolvedValue(plans);
    renderWithProviders(<PricingSection titleOrder={2} />);
    expect(screen.getByRole('status', { name: 'Carregando planos' })).toBeInTheDocument();
    expect(await screen.findByText('MAIS POPULAR')).toBeInTheDocument();
    expect(within(card('Pro')).getByText('MAIS POPULAR')).toBeInTheDocument();
    expect(text(screen.getByTestId('price-pro'))).toBe('R$ 29,90');
    expect(text(screen.getByTestId('price-business'))).toBe('R$ 1.234,50');
    expect(within(card('Pro')).getByText('/mês')).toBeInTheDocument();
    // The free plan: no period suffix, 'Comece Grátis' to /register.
    expect(within(card('Grátis')).queryByText('/mês')).not.toBeInTheDocument();
    expect(within(card('Grátis')).getByRole('link', { name: 'Comece Grátis' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(
      screen.getByText(
        'Todos os planos pagos são recorrentes. Você pode cancelar a qualquer momento.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('ECONOMIZE 30%')).toBeInTheDocument();
  });

  it.each([
    [1, 2],
    [2, 3],
  ] as const)('names the plans one level below its heading of level %i', async (title, plan) => {
    vi.mocked(listPlans).mockResolvedValue(plans);
    renderWithProviders(<PricingSection titleOrder={title} />);
    expect(screen.getByRole('heading', { level: title, name: 'Planos e Preços' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: plan, name: 'Pro' })).toBeVisible();
  });

  it('sends a signed-in buyer to the checkout address the server gives', async () => {
    vi.mocked(listPlans).mockResolvedValue(plans);
    vi.mocked(startCheckout).mockResolvedValue('https://mp.example/checkout?preapproval_id=1');
    const { user } = renderWithProviders(<PricingSection titleOrder={2} />, {
      store: signedInStore(),
    });
    const pro = await screen.findByRole('article', { name: 'Plano Pro' });
    await user.click(await within(pro).findByRole('button', { name: 'Assinar Agora' }));
    expect(startCheckout).toHaveBeenCalledWith('pro', 'monthly');
    await waitFor(() =>
      expect(leaveAppTo).toHaveBeenCalledWith('https://mp.example/checkout?preapproval_id=1'),
    );
  });

  it('asks a visitor to sign in first, and brings them back to the plans', async () => {
    vi.mocked(listPlans).mockResolvedValue(plans);
    const view = renderWithProviders(<PricingSection titleOrder={2} />, {
      route: '/pricing',
      store: storeWithSession({ status: 'anonymous' }),
    });
    const pro = await screen.findByRole('article', { name: 'Plano Pro' });
    await view.user.click(await within(pro).findByRole('button', { name: 'Assinar Agora' }));
    expect(view.location()).toBe('/login?redirect=%2Fpricing');
    expect(startCheckout).not.toHaveBeenCalled();
  });

  it('keeps a click made before the stored session is read, and checks out once it is', async () => {
    vi.mocked(listPlans).mockResolvedValue(plans);
    vi.mocked(startCheckout).mockResolvedValue('https://mp.example/checkout?preapproval_id=2');
    const store = storeWithSession({ status: 'loading' });
    const view = renderWithProviders(<PricingSection titleOrder={2} />, {
      route: '/pricing',
      store,
    });
    const pro = await screen.findByRole('article', { name: 'Plano Pro' });
    await view.user.click(await within(pro).findByRole('button', { name: 'Assinar Agora' }));
    expect(within(pro).getByRole('button', { name: 'Assinar Agora' })).toHaveAttribute(
      'data-loading',
      'true',
    );
    expect(startCheckout).not.toHaveBeenCalled();
    expect(view.location()).toBe('/pricing');

    act(() =>
      store.set(sessionAtom, {
        status: 'authenticated',
        user: { id: 'u1', email: 'ana@example.com', fullName: null },
        role: 'user',
      }),
    );
    await waitFor(() =>
      expect(leaveAppTo).toHaveBeenCalledWith('https://mp.example/checkout?preapproval_id=2'),
    );
    expect(startCheckout).toHaveBeenCalledWith('pro', 'monthly');
    expect(startCheckout).toHaveBeenCalledTimes(1);
    expect(view.location()).toBe('/pricing');
  });

  it("shows the server's refusal and lets the buyer try again", async () => {
    vi.mocked(listPlans).mockResolvedValue(plans);
    vi.mocked(startCheckout).mockRejectedValue(
      new AppError(
        'network',
        'Erro ao iniciar pagamento',
        'Não foi possível falar com o Mercado Pago.',
      ),
    );
    const { user } = renderWithProviders(<PricingSection titleOrder={2} />, {
      store: signedInStore(),
    });
    const pro = await screen.findByRole('article', { name: 'Plano Pro' });
    await user.click(await within(pro).findByRole('button', { name: 'Assinar Agora' }));
    expect(
      await screen.findByText('Não foi possível falar com o Mercado Pago.'),
    ).toBeInTheDocument();
    expect(leaveAppTo).not.toHaveBeenCalled();
    expect(within(pro).getByRole('button', { name: 'Assinar Agora' })).toBeEnabled();
  });

  it('says payments are not configured instead of offering a dead link', async () => {
    vi.mocked(listPlans).mockResolvedValue(plans);
    vi.mocked(getPaymentsEnabled).mockResolvedValue(false);
    renderWithProviders(<PricingSection titleOrder={2} />, { store: signedInStore() });
    const pro = await screen.findByRole('article', { name: 'Plano Pro' });
    expect(
      await within(pro).findByRole('button', { name: 'Pagamentos ainda não configurados' }),
    ).toBeDisabled();
    expect(within(card('Grátis')).getByRole('link', { name: 'Comece Grátis' })).toBeEnabled();
  });

  it('switches to yearly: /ano, monthly equivalent, disabled button without a yearly price', async () => {
    vi.mocked(listPlans).mockResolvedValue(plans);
    vi.mocked(startCheckout).mockResolvedValue('https://mp.example/checkout?preapproval_id=2');
    const view = renderWithProviders(<PricingSection titleOrder={2} />, {
      store: signedInStore(),
    });
    await screen.findByText('MAIS POPULAR');
    await view.user.click(screen.getByRole('switch', { name: 'Cobrança anual' }));
    expect(text(screen.getByTestId('price-pro'))).toBe('R$ 251,16');
    expect(within(card('Pro')).getByText('/ano')).toBeInTheDocument();
    expect(text(within(card('Pro')).getByText(/Equivalente a/))).toBe(
      'Equivalente a R$ 20,93 por mês',
    );
    await view.user.click(within(card('Pro')).getByRole('button', { name: 'Assinar Agora' }));
    expect(startCheckout).toHaveBeenCalledWith('pro', 'yearly');
    // Business has no yearly price.
    expect(
      within(card('Business')).getByRole('button', { name: 'Plano Anual Indisponível' }),
    ).toBeDisabled();
    // The free plan ignores the switch.
    expect(text(screen.getByTestId('price-free_plan'))).toBe('R$ 0,00');
  });

  it("toasts 'Erro ao carregar planos' when the plans cannot be read", async () => {
    vi.mocked(listPlans).mockImplementation(async () => {
      throw new AppError(
        'network',
        'Erro ao carregar planos',
        'Não foi possível buscar os planos.',
      );
    });
    renderWithProviders(<PricingSection titleOrder={2} />);
    // The toast, not the inline alert that shows the same title beside 'Tentar Novamente'.
    await waitFor(() => {
      const toast = document.querySelector('.mantine-Notification-root');
      expect(toast).toHaveTextContent('Erro ao carregar planos');
      expect(toast).toHaveTextContent('Não foi possível buscar os planos.');
    });
  });

  it("offers 'Tentar Novamente' after a load error, which loads the plans", async () => {
    vi.mocked(listPlans).mockRejectedValueOnce(
      new AppError('network', 'Erro ao carregar planos', 'Não foi possível buscar os planos.'),
    );
    const { user } = renderWithProviders(<PricingSection titleOrder={2} />);
    const retry = await screen.findByRole('button', { name: 'Tentar Novamente' });
    vi.mocked(listPlans).mockResolvedValue(plans);
    await user.click(retry);
    expect(await screen.findByTestId('price-pro')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar Novamente' })).not.toBeInTheDocument();
  });

  it('picks the cycle by clicking the words Mensal and Anual too', async () => {
    vi.mocked(listPlans).mockResolvedValue(plans);
    const { user } = renderWithProviders(<PricingSection titleOrder={2} />);
    await screen.findByTestId('price-pro');
    await user.click(screen.getByRole('button', { name: 'Anual' }));
    expect(screen.getByRole('switch', { name: 'Cobrança anual' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Anual' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Mensal' }));
    expect(screen.getByRole('switch', { name: 'Cobrança anual' })).not.toBeChecked();
  });
});
