import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notify } from '@/lib/notify';
import { plansKey } from '@/lib/queries/query-keys';

/** Plans ordered by `order`; a failure toasts 'Erro ao carregar planos' once. */
export function usePlans() {
  const query = useQuery({
    queryKey: plansKey,
    // Loaded when read: the landing's pricing is in its first script, the data layer is not.
    queryFn: async () => (await import('@qrlink/data/plans/list-plans')).listPlans(),
    staleTime: 5 * 60_000,
  });
  const { error } = query;
  useEffect(() => {
    if (error) notify.failure(error, { title: 'Erro ao carregar planos', id: 'plans-load-error' });
  }, [error]);
  return query;
}
