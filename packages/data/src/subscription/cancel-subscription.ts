import { invokeFunction } from '../invoke-function';

const CANCEL_SUBSCRIPTION_ERROR = {
  title: 'Erro ao cancelar assinatura',
  message: 'Não foi possível cancelar sua assinatura agora. Tente novamente em instantes.',
};

/**
 * 'Cancelar assinatura': the server tells Mercado Pago to stop charging and records it; the plan
 * stays until the end of the period already paid (the user gets a notification saying when).
 */
export async function cancelSubscription(): Promise<void> {
  await invokeFunction('cancel-subscription', {}, CANCEL_SUBSCRIPTION_ERROR, {
    showMessageOf: [400, 401, 502, 503],
  });
}
