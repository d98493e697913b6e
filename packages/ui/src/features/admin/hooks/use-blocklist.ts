// Server state of Admin > Segurança: the blocklist's pages, and the changes that refresh them.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addBlockedDomain,
  importBlockedDomains,
  listBlockedDomains,
  removeBlockedDomain,
  type ListBlockedDomainsInput,
} from '@qrlink/data/admin/blocked-domains';
import { adminKey } from '@/lib/queries/query-keys';

const blocklistKey = [...adminKey, 'blocked-domains'] as const;

export function useBlockedDomainPage(input: ListBlockedDomainsInput) {
  return useQuery({
    queryKey: [...blocklistKey, input],
    queryFn: () => listBlockedDomains(input),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useBlocklistMutations() {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: blocklistKey });
  return {
    add: useMutation({ mutationFn: addBlockedDomain, onSettled }),
    remove: useMutation({ mutationFn: removeBlockedDomain, onSettled }),
    importList: useMutation({
      mutationFn: ({ text, reason }: { text: string; reason: string }) =>
        importBlockedDomains(text, reason),
      onSettled,
    }),
  };
}
