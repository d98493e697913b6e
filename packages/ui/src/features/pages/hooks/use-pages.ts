import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { deletePage } from '@qrlink/data/pages/delete-page';
import { getPage } from '@qrlink/data/pages/get-page';
import { listPages } from '@qrlink/data/pages/list-pages';
import type { PageFormInput } from '@qrlink/core/pages/page-form-schema';
import { savePage } from '@qrlink/data/pages/save-page';
import { pagesKey } from '@/lib/queries/query-keys';
import { currentWorkspaceIdAtom } from '@/lib/workspace';

/** The pages of the workspace being worked in. */
export function usePages() {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery({
    queryKey: [...pagesKey, 'list', workspaceId],
    queryFn: () => listPages(workspaceId ?? ''),
    enabled: Boolean(workspaceId),
  });
}

export function usePage(id: string | undefined) {
  return useQuery({
    queryKey: [...pagesKey, 'one', id],
    queryFn: () => getPage(id ?? ''),
    enabled: Boolean(id),
    retry: false,
  });
}

export function usePageMutations(userId: string) {
  const client = useQueryClient();
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  const onSettled = () => client.invalidateQueries({ queryKey: pagesKey });
  return {
    save: useMutation({
      mutationFn: (input: PageFormInput & { id?: string }) =>
        savePage({ ...input, userId, workspaceId: workspaceId ?? undefined }),
      onSettled,
    }),
    remove: useMutation({ mutationFn: (id: string) => deletePage(id), onSettled }),
  };
}
