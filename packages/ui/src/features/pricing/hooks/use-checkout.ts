import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BillingCycle } from '@qrlink/core/constants';
import { startCheckout } from '@qrlink/data/subscription/start-checkout';
import { leaveAppTo } from '@/lib/leave-app';
import { notify } from '@/lib/notify';
import { href } from '@/lib/routes';
import { userAtom } from '@/lib/session';

/**
 * 'Assinar Agora': a visitor signs in first (and comes back to the plans); a signed-in buyer is
 * sent to the checkout address the server gives for this plan and cycle.
 */
export function useCheckout() {
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  const [pendingPlan, setPendingPlan] = useState<string | null>(null);

  async function subscribe(planId: string, cycle: BillingCycle) {
    if (!user) {
      notify.info({
        title: 'Faça login para assinar',
        message: 'Entre ou crie sua conta e escolha o plano de novo.',
      });
      navigate(href('login', undefined, { redirect: href('pricing') }));
      return;
    }
    setPendingPlan(planId);
    try {
      leaveAppTo(await startCheckout(planId, cycle));
    } catch (error) {
      notify.failure(error);
      setPendingPlan(null);
    }
  }

  return { subscribe, pendingPlan };
}
