// The current workspace's design templates: listed, saved and deleted through packages/data.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { QrDesignInput } from '@qrlink/core/qr/design/qr-design';
import { deleteQrTemplate } from '@qrlink/data/qr-templates/delete-qr-template';
import { listQrTemplates } from '@qrlink/data/qr-templates/list-qr-templates';
import { saveQrTemplate } from '@qrlink/data/qr-templates/save-qr-template';
import { currentWorkspaceIdAtom } from '@/lib/workspace';

const templatesKey = (userId: string, workspaceId: string | undefined) =>
  ['qr-templates', userId, workspaceId] as const;

export function useQrTemplates(userId: string) {
  const client = useQueryClient();
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  const key = templatesKey(userId, workspaceId);
  const list = useQuery({ queryKey: key, queryFn: () => listQrTemplates(userId, workspaceId) });
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const save = useMutation({
    mutationFn: (input: { name: string; design: QrDesignInput }) =>
      saveQrTemplate({ userId, workspaceId, ...input }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteQrTemplate(id),
    onSettled: refresh,
  });
  return { list, save, remove };
}
