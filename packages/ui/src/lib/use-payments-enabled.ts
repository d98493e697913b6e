import { useQuery } from '@tanstack/react-query';

/** Whether 'Assinar Agora' can lead to a payment; false until the configuration is read. */
export function usePaymentsEnabled(): boolean {
  const { data } = useQuery({
    queryKey: ['payments-enabled'],
    // Loaded when read: the pricing cards are in the landing's first script, the data layer is not.
    queryFn: async () =>
      (await import('@qrlink/data/subscription/payments-enabled')).getPaymentsEnabled(),
    staleTime: Infinity,
  });
  return data ?? false;
}
