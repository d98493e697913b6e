import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { REDIRECT_ERROR_DELAY_MS } from '@qrlink/core/constants';
import { activatePlan } from '@qrlink/data/subscription/activate-plan';
import { AppError } from '@qrlink/data/errors';
import { notify } from '@/lib/notify';
import { href } from '@/lib/routes';
import { userAtom } from '@/lib/session';
import {
  SubscriptionResult,
  type SubscriptionState,
} from '@/features/subscription/components/SubscriptionResult';
import {
  SUBSCRIPTION_MESSAGES,
  checkSubscriptionReturn,
} from '@/features/subscription/subscription-outcome';

/** The payment provider's return address: /subscription/success?plan=...&status=... */
export default function SubscriptionSuccessPage() {
  const user = useAtomValue(userAtom);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [state, setState] = useState<SubscriptionState>({ status: 'processing' });
  const started = useRef(false);
  const plan = params.get('plan');
  const status = params.get('status');
  const userId = user?.id ?? null;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const check = checkSubscriptionReturn({ userId, plan, status });
    if (check.kind === 'error') {
      setState({ status: 'error', message: check.message });
      if (check.redirectToPricing) {
        setTimeout(() => navigate(href('pricing'), { replace: true }), REDIRECT_ERROR_DELAY_MS);
      }
      return;
    }
    activatePlan(check.userId, check.planId).then(
      () => {
        setState({ status: 'success' });
        notify.success({
          title: 'Plano atualizado com sucesso!',
          message: 'Sua assinatura foi ativada. Aproveite os novos recursos!',
        });
      },
      (error: unknown) => {
        setState({ status: 'error', message: SUBSCRIPTION_MESSAGES.updateFailed });
        notify.error({
          title: 'Erro na atualização',
          ...(error instanceof AppError ? { message: error.message } : {}),
        });
      },
    );
  }, [userId, plan, status, navigate]);

  return <SubscriptionResult state={state} />;
}
