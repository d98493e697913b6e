import { describe, expect, it } from 'vitest';
import { checkSubscriptionReturn } from './subscription-outcome';

describe('checkSubscriptionReturn', () => {
  it('needs a signed-in user', () => {
    expect(checkSubscriptionReturn({ userId: null, plan: 'pro', status: 'approved' })).toEqual({
      kind: 'error',
      message: 'Usuário não autenticado. Por favor, faça login e tente novamente.',
      redirectToPricing: false,
    });
  });
  it('needs the plan parameter, and then sends to /pricing', () => {
    expect(checkSubscriptionReturn({ userId: 'u', plan: null, status: null })).toEqual({
      kind: 'error',
      message: 'ID do plano não encontrado na URL.',
      redirectToPricing: true,
    });
  });
  it('refuses a status other than approved, naming it', () => {
    expect(checkSubscriptionReturn({ userId: 'u', plan: 'pro', status: 'rejected' })).toEqual({
      kind: 'error',
      message:
        'O pagamento não foi aprovado (status: rejected). Por favor, tente novamente ou contate o suporte.',
      redirectToPricing: false,
    });
  });
  it('accepts approved and a missing status', () => {
    const expected = { kind: 'activate', userId: 'u', planId: 'pro' };
    expect(checkSubscriptionReturn({ userId: 'u', plan: 'pro', status: 'approved' })).toEqual(
      expected,
    );
    expect(checkSubscriptionReturn({ userId: 'u', plan: 'pro', status: null })).toEqual(expected);
  });
});
