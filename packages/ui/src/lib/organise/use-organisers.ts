// The current workspace's folders and tags as server state: read once, refreshed after every change, and the
// item lists refreshed too (an item's folder or tags may have changed with them).
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { createFolder } from '@qrlink/data/organise/create-folder';
import { deleteFolder } from '@qrlink/data/organise/delete-folder';
import { deleteTag } from '@qrlink/data/organise/delete-tag';
import { listFolders } from '@qrlink/data/organise/list-folders';
import { listTags } from '@qrlink/data/organise/list-tags';
import { moveToFolder } from '@qrlink/data/organise/move-to-folder';
import { renameFolder } from '@qrlink/data/organise/rename-folder';
import { renameTag } from '@qrlink/data/organise/rename-tag';
import { qrCodesKey, shortLinksKey } from '../queries/query-keys';
import { currentWorkspaceIdAtom } from '../workspace';

const foldersKey = ['folders'] as const;
const tagsKey = ['tags'] as const;
export const itemOrganisationKey = ['item-organisation'] as const;

/**
 * After items were saved with their folder and tags: new tags may exist (and new folders, which
 * bulk creation makes from the names its sheet gives), and their forms must read them again.
 */
export async function refreshOrganisation(client: QueryClient): Promise<void> {
  await client.invalidateQueries({ queryKey: foldersKey });
  await client.invalidateQueries({ queryKey: tagsKey });
  await client.invalidateQueries({ queryKey: itemOrganisationKey });
}

export function useFolders() {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery({
    queryKey: [...foldersKey, workspaceId],
    queryFn: () => listFolders(workspaceId),
    staleTime: 60_000,
  });
}

export function useTags() {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery({
    queryKey: [...tagsKey, workspaceId],
    queryFn: () => listTags(workspaceId),
    staleTime: 60_000,
  });
}

export function useOrganiserMutations() {
  const client = useQueryClient();
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  const refresh = async () => {
    await Promise.all(
      [foldersKey, tagsKey, qrCodesKey, shortLinksKey].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
  };
  return {
    createFolder: useMutation({
      mutationFn: (name: string) => createFolder(name, workspaceId),
      onSuccess: refresh,
    }),
    renameFolder: useMutation({
      mutationFn: ({ id, name }: { id: string; name: string }) => renameFolder(id, name),
      onSuccess: refresh,
    }),
    deleteFolder: useMutation({ mutationFn: (id: string) => deleteFolder(id), onSuccess: refresh }),
    renameTag: useMutation({
      mutationFn: ({ id, name }: { id: string; name: string }) => renameTag(id, name),
      onSuccess: refresh,
    }),
    deleteTag: useMutation({ mutationFn: (id: string) => deleteTag(id), onSuccess: refresh }),
    move: useMutation({
      mutationFn: (input: { kind: 'qr' | 'short_link'; ids: string[]; folderId: string | null }) =>
        moveToFolder(input.kind, input.ids, input.folderId),
      onSuccess: refresh,
    }),
  };
}
