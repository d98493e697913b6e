import { useQuery } from '@tanstack/react-query';
import { getSiteStatus, OPEN_SITE } from '@qrlink/data/settings/get-site-status';

export const siteStatusQueryKey = ['site-status'] as const;

/** Maintenance mode and open registrations, read once per minute at most. */
export function useSiteStatus() {
  const query = useQuery({
    queryKey: siteStatusQueryKey,
    queryFn: getSiteStatus,
    staleTime: 60_000,
  });
  return { status: query.data ?? OPEN_SITE, isLoading: query.isPending };
}
