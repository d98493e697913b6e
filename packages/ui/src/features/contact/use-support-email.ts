import { useQuery } from '@tanstack/react-query';
import { getSupportEmail } from '@qrlink/data/contact/get-support-email';

const supportEmailQueryKey = ['support-email'] as const;

/**
 * The support address from the runtime configuration (the one place pages read it from);
 * undefined for the moment it is being read.
 */
export function useSupportEmail(): string | undefined {
  const query = useQuery({
    queryKey: supportEmailQueryKey,
    queryFn: getSupportEmail,
    staleTime: Infinity,
  });
  return query.data;
}
