import { useAtomValue } from 'jotai';
import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BillingCycle } from '@qrlink/core/constants';
import { leaveAppTo } from '@/lib/leave-app';
import { notify } from '@/lib/notify';
import { href } from '@/lib/routes';
import { sessionAtom } from '@/lib/session';

interface Choice {
  planId: string;
  cycle: BillingCycle;
}

/**
 * 'Assinar Agora': a visitor signs in first (and comes back to the plans); a signed-in buyer is
 * sent to the checkout address the server gives for this plan and cycle. A click that comes
 * before the stored session has been read (the plans can show first) waits, its button
 * spinning, until it is: a signed-in buyer is never sent to the login.
 */
export function useCheckout() {
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const [pendingPlan, setPendingPlan] = useState<string | null>(null);
  const [awaitingSession, setAwaitingSession] = useState<Choice | null>(null);

  async function checkout({ planId, cycle }: Choice) {
    if (session.status !== 'authenticated') {
      setPendingPlan(null);
      notify.info({
        title: 'Faça login para assinar',
        message: 'Entre ou crie sua conta e escolha o plano de novo.',
      });
      navigate(href('login', undefined, { redirect: href('pricing') }));
      return;
    }
    setPendingPlan(planId);
    try {
      // Loaded on the click: its response check (zod) stays out of the plans' first load.
      const { startCheckout } = await import('@qrlink/data/subscription/start-checkout');
      leaveAppTo(await startCheckout(planId, cycle));
    } catch (error) {
      notify.failure(error);
      setPendingPlan(null);
    }
  }

  const checkoutOnceKnown = useEffectEvent((choice: Choice) => void checkout(choice));
  useEffect(() => {
    if (!awaitingSession || session.status === 'loading') return;
    setAwaitingSession(null);
    checkoutOnceKnown(awaitingSession);
  }, [awaitingSession, session.status]);

  function subscribe(planId: string, cycle: BillingCycle) {
    if (session.status !== 'loading') {
      void checkout({ planId, cycle });
      return;
    }
    setPendingPlan(planId);
    setAwaitingSession({ planId, cycle });
  }

  return { subscribe, pendingPlan };
}
