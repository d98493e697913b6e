// Server state of Admin > Espaços de trabalho: one page of every workspace, read from the
// database. The previous page stays on screen while the next one (or a new search) loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  listAdminWorkspaces,
  type ListAdminWorkspacesInput,
} from '@qrlink/data/admin/list-workspaces';
import { adminKey } from '@/lib/queries/query-keys';

const workspacesKey = [...adminKey, 'workspaces'] as const;

export function useAdminWorkspacePage(input: ListAdminWorkspacesInput) {
  return useQuery({
    queryKey: [...workspacesKey, 'page', input],
    queryFn: () => listAdminWorkspaces(input),
    placeholderData: keepPreviousData,
    // Members join and leave teams at any time: each visit reads the list afresh.
    staleTime: 0,
  });
}
