import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Plan } from '@qrlink/core/pricing/plan';
import { AppError } from '@qrlink/data/errors';
import { renderWithProviders } from '../../../../tests/render';
import { PricingSection } from './PricingSection';

vi.mock('@qrlink/data/plans/list-plans', () => ({ listPlans: vi.fn() }));
const { listPlans } = await import('@qrlink/data/plans/list-plans');

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
    price_yearly: 9999,
    mercadopago_link: 'https://pay.example/biz?ref=site',
    order: 3,
  },
];

const card = (name: string) => screen.getByRole('article', { name: `Plano ${name}` });
const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

describe('PricingSection', () => {
  beforeEach(() => {
    vi.mocked(listPlans).mockReset();
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

  it('links paid plans to checkout with the return address', async () => {
    vi.mocked(listPlans).mockResolvedValue(plans);
    renderWithProviders(<PricingSection titleOrder={2} />);
    const link = await within(await screen.findByRole('article', { name: 'Plano Pro' })).findByRole(
      'link',
      { name: 'Assinar Agora' },
    );
    const target = new URL(link.getAttribute('href') ?? '');
    expect(target.origin + target.pathname).toBe('https://pay.example/pro');
    expect(target.searchParams.get('back_url')).toBe(
      `${window.location.origin}/subscription/success?plan=pro&cycle=monthly`,
    );
  });

  it('switches to yearly: /ano, monthly equivalent, disabled button without a yearly link', async () => {
    vi.mocked(listPlans).mockResolvedValue(plans);
    const view = renderWithProviders(<PricingSection titleOrder={2} />);
    await screen.findByText('MAIS POPULAR');
    await view.user.click(screen.getByRole('switch', { name: 'Cobrança anual' }));
    expect(text(screen.getByTestId('price-pro'))).toBe('R$ 251,16');
    expect(within(card('Pro')).getByText('/ano')).toBeInTheDocument();
    expect(text(within(card('Pro')).getByText(/Equivalente a/))).toBe(
      'Equivalente a R$ 20,93 por mês',
    );
    const yearlyLink = within(card('Pro')).getByRole('link', { name: 'Assinar Agora' });
    expect(yearlyLink.getAttribute('href')).toContain('cycle%3Dyearly');
    // Business has no yearly checkout link.
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
