import { useCallback, useEffect, useRef, useState } from 'react';
import { activatePlan } from '@qrlink/data/subscription/activate-plan';
import { AppError } from '@qrlink/data/errors';
import { notify } from '@/lib/notify';
import { SUBSCRIPTION_MESSAGES } from '../subscription-outcome';
import type { SubscriptionState } from '../components/SubscriptionResult';

/** How often and how long the page asks the server whether the payment arrived. */
const CONFIRMATION_RETRY_MS = 2_000;
const CONFIRMATION_PATIENCE_MS = 30_000;

/**
 * 'Pagamento Confirmado!' only once the server holds the approved payment for this user and
 * plan. Mercado Pago's webhook may reach the server after the buyer reaches this page, so a
 * 'payment_required' answer is asked again every few seconds for a while, then the page says the
 * payment is still being processed (the plan is activated by the webhook whenever it arrives).
 */
export function usePlanConfirmation(target: { userId: string; planId: string } | null) {
  const [state, setState] = useState<SubscriptionState>({ status: 'processing' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const userId = target?.userId;
  const planId = target?.planId;

  const confirm = useCallback(() => {
    if (!userId || !planId) return;
    clearTimeout(timer.current);
    setState({ status: 'processing' });
    const deadline = Date.now() + CONFIRMATION_PATIENCE_MS;
    const attempt = () => {
      activatePlan(userId, planId).then(
        () => {
          setState({ status: 'success' });
          notify.success({
            title: 'Plano atualizado com sucesso!',
            message: 'Sua assinatura foi ativada. Aproveite os novos recursos!',
          });
        },
        (error: unknown) => {
          if (error instanceof AppError && error.code === 'payment_required') {
            if (Date.now() < deadline) timer.current = setTimeout(attempt, CONFIRMATION_RETRY_MS);
            else setState({ status: 'waiting' });
            return;
          }
          setState({ status: 'error', message: SUBSCRIPTION_MESSAGES.updateFailed });
          notify.error({
            title: 'Erro na atualização',
            ...(error instanceof AppError ? { message: error.message } : {}),
          });
        },
      );
    };
    attempt();
  }, [userId, planId]);

  useEffect(() => {
    confirm();
    return () => clearTimeout(timer.current);
  }, [confirm]);

  return { state, checkAgain: confirm };
}
