// What the payment return page must do with its query parameters
// (docs/product/data-model.md, "States and transitions"), before any call: a pure decision so every
// case is testable on its own.
import { APPROVED_PAYMENT_STATUS } from '@qrlink/core/constants';

export const SUBSCRIPTION_MESSAGES = {
  notSignedIn: 'Usuário não autenticado. Por favor, faça login e tente novamente.',
  missingPlan: 'ID do plano não encontrado na URL.',
  notApproved: (status: string) =>
    `O pagamento não foi aprovado (status: ${status}). Por favor, tente novamente ou contate o suporte.`,
  updateFailed: 'Ocorreu um erro ao atualizar seu plano. Por favor, contate o suporte.',
} as const;

export type SubscriptionCheck =
  | { kind: 'activate'; userId: string; planId: string }
  | { kind: 'error'; message: string; redirectToPricing: boolean };

export function checkSubscriptionReturn(input: {
  userId: string | null;
  plan: string | null;
  status: string | null;
}): SubscriptionCheck {
  if (!input.userId)
    return { kind: 'error', message: SUBSCRIPTION_MESSAGES.notSignedIn, redirectToPricing: false };
  const planId = input.plan?.trim();
  if (!planId)
    return { kind: 'error', message: SUBSCRIPTION_MESSAGES.missingPlan, redirectToPricing: true };
  // A missing status is accepted; a present one must be 'approved'.
  if (input.status !== null && input.status !== APPROVED_PAYMENT_STATUS) {
    return {
      kind: 'error',
      message: SUBSCRIPTION_MESSAGES.notApproved(input.status),
      redirectToPricing: false,
    };
  }
  return { kind: 'activate', userId: input.userId, planId };
}
