import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listPlans } from '@qrlink/data/plans/list-plans';
import { notify } from '@/lib/notify';
import { plansKey } from '@/lib/queries/query-keys';

/** Plans ordered by `order`; a failure toasts 'Erro ao carregar planos' once. */
export function usePlans() {
  const query = useQuery({ queryKey: plansKey, queryFn: listPlans, staleTime: 5 * 60_000 });
  const { error } = query;
  useEffect(() => {
    if (error) notify.failure(error, { title: 'Erro ao carregar planos', id: 'plans-load-error' });
  }, [error]);
  return query;
}
