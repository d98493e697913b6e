// The plan a workspace works under (its owner's), read once and shared by the screens that show
// it: Configurações > Assinatura, and the page editor's preview (its 'Feito com QR Link' badge).
import { useQuery } from '@tanstack/react-query';
import { getWorkspacePlan } from '@qrlink/data/teams/get-workspace-plan';

export function useWorkspacePlan(workspaceId: string | null | undefined) {
  return useQuery({
    queryKey: ['workspace-plan', workspaceId],
    queryFn: () => getWorkspacePlan(workspaceId!),
    enabled: Boolean(workspaceId),
  });
}
