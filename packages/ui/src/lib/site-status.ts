import { useQuery } from '@tanstack/react-query';
import { OPEN_SITE } from '@qrlink/data/settings/site-status';
import { afterHydration } from './hydration';

export const siteStatusQueryKey = ['site-status'] as const;

/** Maintenance mode and open registrations, read once per minute at most. */
export function useSiteStatus() {
  const query = useQuery({
    queryKey: siteStatusQueryKey,
    // Read once a prerendered page's screen has hydrated: maintenance mode replaces the whole
    // site, which must not happen to a screen React has not hydrated yet (lib/hydration.ts).
    // The read itself (and its schemas) loads then too, outside the page's first script.
    queryFn: async () => {
      await afterHydration();
      const { getSiteStatus } = await import('@qrlink/data/settings/get-site-status');
      return getSiteStatus();
    },
    staleTime: 60_000,
  });
  return { status: query.data ?? OPEN_SITE, isLoading: query.isPending };
}
