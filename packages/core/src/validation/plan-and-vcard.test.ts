import { describe, expect, it } from 'vitest';
import type { Plan } from '../pricing/plan';
import { initialVCardFormData } from '../vcard/vcard-form-data';
import { MESSAGES } from './messages';
import {
  initialPlanFormValues,
  parseFeatures,
  planFormSchema,
  planToFormValues,
} from './plan-form-schema';
import { toToastError } from './to-toast-error';
import { validateVCard } from './vcard-schema';

const form = () => ({
  ...initialPlanFormValues(),
  id: 'pro',
  name: ' Pro ',
  price: '29,90',
  features: '["QR ilimitados", " Relatórios "]',
});

function firstMessage(values: Record<string, unknown>): string | undefined {
  const error = planFormSchema.safeParse(values).error;
  return error && toToastError(error).message;
}

describe('planFormSchema', () => {
  it('turns form text into a plan row', () => {
    expect(planFormSchema.parse(form())).toEqual({
      id: 'pro',
      name: 'Pro',
      description: null,
      price: 29.9,
      price_yearly: null,
      mercadopago_link: null,
      mercadopago_link_yearly: null,
      features: ['QR ilimitados', 'Relatórios'],
      popular: false,
      order: 99,
      icon: null,
      visit_retention_months: null,
      max_workspaces: 1,
      max_seats: 1,
      max_pages: 1,
      max_domains: 0,
    });
  });

  it('lets an owner have 1 to 1000 workspaces, the personal one included', () => {
    const workspaces = (value: string | number) =>
      planFormSchema.parse({ ...form(), max_workspaces: value }).max_workspaces;
    expect(workspaces('3')).toBe(3);
    expect(workspaces(1000)).toBe(1000);
    for (const bad of ['', '0', '1001', '2,5', 'três']) {
      expect(firstMessage({ ...form(), max_workspaces: bad }), bad).toBe(
        'Permita de 1 a 1000 espaços de trabalho por conta.',
      );
    }
  });

  it('lets a workspace have 1 to 10000 members, the owner included', () => {
    expect(planFormSchema.parse({ ...form(), max_seats: '20' }).max_seats).toBe(20);
    for (const bad of ['', '0', '10001', '1.5']) {
      expect(firstMessage({ ...form(), max_seats: bad }), bad).toBe(
        'Permita de 1 a 10000 membros por espaço de trabalho.',
      );
    }
  });

  it('lets a workspace have 0 to 10000 pages', () => {
    expect(planFormSchema.parse({ ...form(), max_pages: '0' }).max_pages).toBe(0);
    for (const bad of ['', '-1', '10001', '1.5']) {
      expect(firstMessage({ ...form(), max_pages: bad }), bad).toBe(
        'Permita de 0 a 10000 páginas por espaço de trabalho.',
      );
    }
  });

  it('lets a workspace have 0 to 1000 own domains', () => {
    expect(planFormSchema.parse({ ...form(), max_domains: '3' }).max_domains).toBe(3);
    for (const bad of ['', '-1', '1001', '1.5']) {
      expect(firstMessage({ ...form(), max_domains: bad }), bad).toBe(
        'Permita de 0 a 1000 domínios próprios por espaço de trabalho.',
      );
    }
  });

  it('keeps every visit when the months are empty, and takes 1 to 1200 whole months', () => {
    const months = (value: string | number) =>
      planFormSchema.parse({ ...form(), visit_retention_months: value }).visit_retention_months;
    expect(months('')).toBeNull();
    expect(months(' ')).toBeNull();
    expect(months('12')).toBe(12);
    expect(months(1200)).toBe(1200);
    for (const bad of ['0', '1201', '1,5', '-3', 'doze']) {
      expect(firstMessage({ ...form(), visit_retention_months: bad }), bad).toBe(
        'Guarde as visitas de 1 a 1200 meses, ou deixe em branco para guardar todas.',
      );
    }
  });

  it('saves a yearly price of 0 or empty as none and keeps a real one', () => {
    expect(planFormSchema.parse({ ...form(), price_yearly: '0' }).price_yearly).toBeNull();
    expect(planFormSchema.parse({ ...form(), price_yearly: 0 }).price_yearly).toBeNull();
    expect(planFormSchema.parse({ ...form(), price_yearly: null }).price_yearly).toBeNull();
    expect(planFormSchema.parse({ ...form(), price_yearly: '251.16' }).price_yearly).toBe(251.16);
    expect(firstMessage({ ...form(), price_yearly: '1,234' })).toBe(
      MESSAGES.planYearlyPriceInvalid.message,
    );
  });

  it('reads prices as a Brazilian writes them, and pasted ones with a decimal point', () => {
    const price = (text: string) => planFormSchema.parse({ ...form(), price: text }).price;
    expect(price('R$ 1.234,56')).toBe(1234.56);
    expect(price('1.234')).toBe(1234);
    expect(price('29.90')).toBe(29.9);
    expect(price('1234.56')).toBe(1234.56);
    const yearly = planFormSchema.parse({ ...form(), price_yearly: 'R$\u00a0251,16' });
    expect(yearly.price_yearly).toBe(251.16);
  });

  it('checks price step, order integer, id, links and features', () => {
    expect(firstMessage({ ...form(), price: '' })).toBe(MESSAGES.planPriceRequired.message);
    expect(firstMessage({ ...form(), price: '9,999' })).toBe(MESSAGES.planPriceInvalid.message);
    expect(firstMessage({ ...form(), price: '-1' })).toBe(MESSAGES.planPriceInvalid.message);
    expect(firstMessage({ ...form(), price: 'abc' })).toBe(MESSAGES.planPriceInvalid.message);
    expect(planFormSchema.parse({ ...form(), price: 0.1 + 0.2 }).price).toBeCloseTo(0.3);
    expect(firstMessage({ ...form(), order: '1.5' })).toBe(MESSAGES.planOrderInvalid.message);
    expect(firstMessage({ ...form(), order: ' ' })).toBe(MESSAGES.planOrderRequired.message);
    expect(planFormSchema.parse({ ...form(), order: 3 }).order).toBe(3);
    expect(firstMessage({ ...form(), id: 'plano pro' })).toBe(MESSAGES.planIdInvalid.message);
    expect(firstMessage({ ...form(), id: '' })).toBe(MESSAGES.planIdRequired.message);
    expect(firstMessage({ ...form(), id: 'p'.repeat(65) })).toBe(MESSAGES.planIdTooLong.message);
    expect(planFormSchema.parse({ ...form(), id: 'p'.repeat(64) }).id).toHaveLength(64);
    expect(firstMessage({ ...form(), mercadopago_link: 'javascript:x' })).toBe(
      MESSAGES.urlInvalid.message,
    );
    expect(
      planFormSchema.parse({ ...form(), mercadopago_link_yearly: '  ' }).mercadopago_link_yearly,
    ).toBeNull();
    expect(firstMessage({ ...form(), features: '{"a":1}' })).toBe(
      "O campo 'Recursos' deve ser um JSON array válido.",
    );
  });

  it('parses features strictly', () => {
    expect(parseFeatures('')).toEqual([]);
    expect(parseFeatures('[1, 2]')).toBeNull();
    expect(parseFeatures('[')).toBeNull();
    expect(parseFeatures('"x"')).toBeNull();
    expect(parseFeatures('["a", "  "]')).toEqual(['a']);
  });

  it('round-trips an existing plan through the form', () => {
    const plan: Plan = {
      id: 'business',
      name: 'Business',
      description: 'Para empresas',
      price: 99.9,
      price_yearly: 839.16,
      mercadopago_link: 'https://mp.example/m',
      mercadopago_link_yearly: null,
      features: ['Tudo'],
      popular: true,
      order: 3,
      icon: null,
      visit_retention_months: 24,
      max_workspaces: 10,
      max_seats: 20,
      max_pages: 50,
      max_domains: 10,
    };
    expect(planFormSchema.parse(planToFormValues(plan))).toEqual(plan);
    expect(planToFormValues({ ...plan, visit_retention_months: null }).visit_retention_months).toBe(
      '',
    );
    expect(planToFormValues({ ...plan, price_yearly: null, description: null }).price_yearly).toBe(
      '',
    );
  });
});

describe('validateVCard', () => {
  it('requires first and last name with the spec toast, before any other issue', () => {
    const data = { ...initialVCardFormData(), firstName: 'Ana', website: 'not a url' };
    const result = validateVCard(data);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(toToastError(result.error)).toEqual({
      title: 'Campos Obrigatórios',
      message: 'Nome e Sobrenome são necessários para gerar o vCard.',
    });
  });

  it('accepts empty optional rows and checks filled URLs, e-mails and dates', () => {
    const named = { ...initialVCardFormData(), firstName: 'Ana', lastName: 'Lima' };
    expect(validateVCard(named)).toEqual({ ok: true, data: named });
    const bad = (patch: object) => {
      const result = validateVCard({ ...named, ...patch });
      return result.ok ? undefined : toToastError(result.error).message;
    };
    expect(bad({ photoUrl: 'ftp://x.com/a.png' })).toBe(MESSAGES.vcardPhotoUrlInvalid.message);
    expect(bad({ website: 'javascript:alert(1)' })).toBe(MESSAGES.vcardWebsiteInvalid.message);
    expect(bad({ birthday: '31/12/1990' })).toBe(MESSAGES.vcardBirthdayInvalid.message);
    expect(bad({ emails: [{ address: 'ana@', type: 'WORK', isPreferred: true }] })).toBe(
      MESSAGES.emailInvalid.message,
    );
    expect(bad({ website: 'ana.dev', birthday: '1990-12-31' })).toBeUndefined();
    expect(bad({ phones: [{ number: '(11) 8765-4321', type: 'CELL', isPreferred: true }] })).toBe(
      MESSAGES.vcardPhoneInvalid.message,
    );
    expect(
      bad({ phones: [{ number: '(41) 99999-8888', type: 'CELL', isPreferred: true }] }),
    ).toBeUndefined();
  });
});
