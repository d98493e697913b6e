// The own domains of the workspace being worked in (docs/product/custom-domains.md), shared by
// Configurações > Domínios, the code forms (which offer the verified ones) and the lists (which
// print each code on its domain).
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { listCustomDomains } from '@qrlink/data/domains/list-custom-domains';
import { currentWorkspaceIdAtom } from '../workspace';
import { domainsKey } from './query-keys';

export function useCustomDomains() {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery({
    queryKey: [...domainsKey, workspaceId],
    queryFn: () => listCustomDomains(workspaceId!),
    enabled: Boolean(workspaceId),
    staleTime: 60_000,
  });
}

/** The hostname of each domain by id, for printing codes on theirs. */
export function useDomainNames(): ReadonlyMap<string, string> {
  const { data } = useCustomDomains();
  return useMemo(() => new Map((data ?? []).map((domain) => [domain.id, domain.hostname])), [data]);
}
