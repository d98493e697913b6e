import { useQuery } from '@tanstack/react-query';
import { getPaymentsEnabled } from '@qrlink/data/subscription/payments-enabled';

/** Whether 'Assinar Agora' can lead to a payment; false until the configuration is read. */
export function usePaymentsEnabled(): boolean {
  const { data } = useQuery({
    queryKey: ['payments-enabled'],
    queryFn: () => getPaymentsEnabled(),
    staleTime: Infinity,
  });
  return data ?? false;
}
