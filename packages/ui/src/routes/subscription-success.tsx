import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { REDIRECT_ERROR_DELAY_MS } from '@qrlink/core/constants';
import { href } from '@/lib/routes';
import { userAtom } from '@/lib/session';
import { SubscriptionResult } from '@/features/subscription/components/SubscriptionResult';
import { usePlanConfirmation } from '@/features/subscription/hooks/use-plan-confirmation';
import { checkSubscriptionReturn } from '@/features/subscription/subscription-outcome';

/**
 * The payment provider's return address: /subscription/success?plan=...&cycle=...[&status=...].
 * The address proves nothing: the page only confirms a plan the server already activated from
 * Mercado Pago's own word (docs/product/payments.md, "The payment contract").
 */
export default function SubscriptionSuccessPage() {
  const user = useAtomValue(userAtom);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const plan = params.get('plan');
  const status = params.get('status');
  const userId = user?.id ?? null;
  // Decided once per address and user: the page never re-checks behind the buyer's back.
  const [check] = useState(() => checkSubscriptionReturn({ userId, plan, status }));
  const target = useMemo(
    () => (check.kind === 'activate' ? { userId: check.userId, planId: check.planId } : null),
    [check],
  );
  const confirmation = usePlanConfirmation(target);

  useEffect(() => {
    if (check.kind !== 'error' || !check.redirectToPricing) return;
    const timer = setTimeout(
      () => navigate(href('pricing'), { replace: true }),
      REDIRECT_ERROR_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [check, navigate]);

  return (
    <SubscriptionResult
      state={
        check.kind === 'error' ? { status: 'error', message: check.message } : confirmation.state
      }
      onCheckAgain={confirmation.checkAgain}
    />
  );
}
