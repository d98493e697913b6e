import { describe, expect, it } from 'vitest';
import { buildCheckoutUrl, subscriptionReturnUrl } from './build-checkout-url';
import { BRL_SPACE, formatBRL } from './format-brl';
import type { Plan } from './plan';
import { isFreePlan, planCta } from './plan-cta';
import { planPriceDisplay } from './plan-price-display';
import { suggestedYearlyPrice } from './suggested-yearly-price';

const brl = (text: string) => text.replace(' ', BRL_SPACE);

const pro: Plan = {
  id: 'pro',
  name: 'Pro',
  description: null,
  price: 29.9,
  price_yearly: 251.16,
  mercadopago_link: 'https://mp.example/checkout?pref=1',
  mercadopago_link_yearly: 'https://mp.example/checkout?pref=2',
  features: [],
  popular: true,
  order: 2,
};
const free: Plan = {
  ...pro,
  id: 'free_plan',
  price: 0,
  price_yearly: null,
  mercadopago_link: null,
};

describe('formatBRL', () => {
  it('formats pt-BR reais with a no-break space, thousands dots and a decimal comma', () => {
    expect(formatBRL(1234.56)).toBe('R$\u00a01.234,56');
    expect(formatBRL(0)).toBe(brl('R$ 0,00'));
    expect(formatBRL(29.9)).toBe(brl('R$ 29,90'));
    expect(formatBRL(1_000_000)).toBe(brl('R$ 1.000.000,00'));
    expect(formatBRL(0.005)).toBe(brl('R$ 0,01'));
    expect(formatBRL(1234.56).replace(/\s/g, ' ')).toBe('R$ 1.234,56');
  });
});

describe('planCta and suggestedYearlyPrice', () => {
  it('derives the call to action from the price', () => {
    expect(planCta(pro)).toBe('Assinar Agora');
    expect(planCta(free)).toBe('Comece Grátis');
    expect(isFreePlan({ id: 'x', price: 0 })).toBe(true);
    expect(isFreePlan({ id: 'free_plan', price: 5 })).toBe(true);
  });

  it('suggests monthly x 12 x 0.7 rounded to cents', () => {
    expect(suggestedYearlyPrice(29.9)).toBe(251.16);
    expect(suggestedYearlyPrice(10)).toBe(84);
    expect(suggestedYearlyPrice(0.01)).toBe(0.08);
    expect(suggestedYearlyPrice(99.99)).toBe(839.92);
    expect(suggestedYearlyPrice(0)).toBe(0);
  });
});

describe('planPriceDisplay', () => {
  it('shows the free plan monthly, without suffix, linking to sign-up, in both cycles', () => {
    for (const cycle of ['monthly', 'yearly'] as const) {
      expect(planPriceDisplay(free, cycle, { paymentsEnabled: true })).toEqual({
        price: brl('R$ 0,00'),
        period: null,
        monthlyEquivalent: null,
        button: { kind: 'internal', label: 'Comece Grátis', href: '/register', disabled: false },
      });
    }
  });

  const enabled = { paymentsEnabled: true };

  it('shows a paid plan monthly with /mês and asks the server for its checkout', () => {
    expect(planPriceDisplay(pro, 'monthly', enabled)).toEqual({
      price: brl('R$ 29,90'),
      period: '/mês',
      monthlyEquivalent: null,
      button: {
        kind: 'subscribe',
        label: 'Assinar Agora',
        planId: 'pro',
        cycle: 'monthly',
        disabled: false,
      },
    });
    // The server decides between a pasted link and a new subscription: no link needed here.
    const noLinks = { ...pro, mercadopago_link: null, mercadopago_link_yearly: null };
    expect(planPriceDisplay(noLinks, 'yearly', enabled).button).toMatchObject({
      kind: 'subscribe',
      cycle: 'yearly',
    });
  });

  it('shows a paid plan yearly with /ano and the monthly equivalent', () => {
    const shown = planPriceDisplay(pro, 'yearly', enabled);
    expect(shown.price).toBe(brl('R$ 251,16'));
    expect(shown.period).toBe('/ano');
    expect(shown.monthlyEquivalent).toBe(`Equivalente a ${brl('R$ 20,93')} por mês`);
    expect(shown.button).toMatchObject({ kind: 'subscribe', planId: 'pro', cycle: 'yearly' });
  });

  it('disables yearly purchase without a yearly price', () => {
    const noPrice = planPriceDisplay({ ...pro, price_yearly: null }, 'yearly', enabled);
    expect(noPrice).toEqual({
      price: brl('R$ 29,90'),
      period: '/mês',
      monthlyEquivalent: null,
      button: { kind: 'unavailable', label: 'Plano Anual Indisponível', disabled: true },
    });
  });

  it('says that payments are not configured instead of offering a dead link', () => {
    for (const cycle of ['monthly', 'yearly'] as const) {
      expect(planPriceDisplay(pro, cycle, { paymentsEnabled: false }).button).toEqual({
        kind: 'unavailable',
        label: 'Pagamentos ainda não configurados',
        disabled: true,
      });
    }
    expect(planPriceDisplay(free, 'monthly', { paymentsEnabled: false }).button.kind).toBe(
      'internal',
    );
  });
});

describe('buildCheckoutUrl', () => {
  const back = { origin: 'https://app.example/', planId: 'pro plus', cycle: 'monthly' as const };
  const encoded = encodeURIComponent(
    'https://app.example/subscription/success?plan=pro%20plus&cycle=monthly',
  );

  it('builds the return address with plan and cycle', () => {
    expect(subscriptionReturnUrl(back)).toBe(
      'https://app.example/subscription/success?plan=pro%20plus&cycle=monthly',
    );
  });

  it('adds a query, extends an existing one and keeps a fragment last', () => {
    expect(buildCheckoutUrl('https://mp.example/pay', back)).toBe(
      `https://mp.example/pay?back_url=${encoded}`,
    );
    expect(buildCheckoutUrl('https://mp.example/pay?a=1&b=x%20y', back)).toBe(
      `https://mp.example/pay?a=1&b=x%20y&back_url=${encoded}`,
    );
    expect(buildCheckoutUrl('https://mp.example/pay?', back)).toBe(
      `https://mp.example/pay?back_url=${encoded}`,
    );
    expect(buildCheckoutUrl('https://mp.example/pay?a=1&', back)).toBe(
      `https://mp.example/pay?a=1&back_url=${encoded}`,
    );
    expect(buildCheckoutUrl('https://mp.example/pay#step?x', back)).toBe(
      `https://mp.example/pay?back_url=${encoded}#step?x`,
    );
    expect(buildCheckoutUrl('https://mp.example/pay?a=1#f', back)).toBe(
      `https://mp.example/pay?a=1&back_url=${encoded}#f`,
    );
  });

  it('adds further parameters after back_url, each encoded whole', () => {
    expect(buildCheckoutUrl('https://mp.example/pay?a=1#f', back, { ref: 'u:p&x=1' })).toBe(
      `https://mp.example/pay?a=1&back_url=${encoded}&ref=u%3Ap%26x%3D1#f`,
    );
  });

  it('round-trips through a URL parser', () => {
    const url = new URL(buildCheckoutUrl('https://mp.example/pay?a=1#f', back));
    expect(url.searchParams.get('a')).toBe('1');
    const returned = new URL(url.searchParams.get('back_url') ?? '');
    expect(returned.pathname).toBe('/subscription/success');
    expect(returned.searchParams.get('plan')).toBe('pro plus');
    expect(returned.searchParams.get('cycle')).toBe('monthly');
  });
});
