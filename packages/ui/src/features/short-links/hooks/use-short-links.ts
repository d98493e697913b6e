import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { deleteShortLink } from '@qrlink/data/short-links/delete-short-link';
import { getShortLink } from '@qrlink/data/short-links/get-short-link';
import { listLinkClicks } from '@qrlink/data/short-links/list-link-clicks';
import {
  listShortLinks,
  type ListShortLinksInput,
} from '@qrlink/data/short-links/list-short-links';
import { saveShortLink, type SaveShortLinkInput } from '@qrlink/data/short-links/save-short-link';
import { refreshOrganisation } from '@/lib/organise/use-organisers';
import { currentWorkspaceIdAtom } from '@/lib/workspace';
import { shortLinksKey } from '@/lib/queries/query-keys';

export function useShortLinkPage(input: ListShortLinksInput) {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery({
    queryKey: [...shortLinksKey, 'page', input, workspaceId],
    queryFn: () => listShortLinks({ ...input, workspaceId }),
    placeholderData: keepPreviousData,
    // Click counts change through redirects, not through this app.
    staleTime: 0,
  });
}

export function useShortLink(id: string | undefined, userId: string | undefined) {
  return useQuery({
    queryKey: [...shortLinksKey, 'one', id, userId],
    queryFn: () => getShortLink(id ?? ''),
    enabled: Boolean(id && userId),
    retry: false,
    staleTime: 0,
  });
}

export function useLinkClicks(linkId: string | undefined, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...shortLinksKey, 'clicks', linkId, page, pageSize],
    queryFn: () => listLinkClicks(linkId ?? '', page, pageSize),
    enabled: Boolean(linkId),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useShortLinkMutations(userId: string) {
  const client = useQueryClient();
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  const onSettled = async () => {
    await client.invalidateQueries({ queryKey: shortLinksKey });
    await refreshOrganisation(client);
  };
  return {
    save: useMutation({
      mutationFn: (input: Omit<SaveShortLinkInput, 'userId'>) =>
        saveShortLink({ ...input, userId, workspaceId }),
      onSettled,
    }),
    remove: useMutation({ mutationFn: (id: string) => deleteShortLink(id), onSettled }),
  };
}
