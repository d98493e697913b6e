import { useQuery } from '@tanstack/react-query';
import { getPublicOrigin } from '@qrlink/data/public-origin';

/**
 * The origin printed in QR codes, short links and e-mail links (PUBLIC_URL when configured).
 * Until the configuration is read, the page's own origin: the same value on a default setup.
 */
export function usePublicOrigin(): string {
  const { data } = useQuery({
    queryKey: ['public-origin'],
    queryFn: () => getPublicOrigin(),
    staleTime: Infinity,
  });
  return data ?? window.location.origin;
}
