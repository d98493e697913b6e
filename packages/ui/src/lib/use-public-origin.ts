import { useQuery } from '@tanstack/react-query';
import { getPlatform } from './platform/platform';

/**
 * The origin printed in QR codes, short links and e-mail links, from the Platform (PUBLIC_URL
 * when configured). Until it is known, the platform's provisional answer: on the web the page's
 * own origin, the same value on a default setup.
 */
export function usePublicOrigin(): string {
  const platform = getPlatform();
  const { data } = useQuery({
    queryKey: ['public-origin', platform.kind],
    queryFn: () => platform.publicOrigin(),
    staleTime: Infinity,
  });
  return data ?? platform.provisionalOrigin();
}
