// The signed-in user's design templates: listed, saved and deleted through packages/data.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QrDesignInput } from '@qrlink/core/qr/design/qr-design';
import { deleteQrTemplate } from '@qrlink/data/qr-templates/delete-qr-template';
import { listQrTemplates } from '@qrlink/data/qr-templates/list-qr-templates';
import { saveQrTemplate } from '@qrlink/data/qr-templates/save-qr-template';

const templatesKey = (userId: string) => ['qr-templates', userId] as const;

export function useQrTemplates(userId: string) {
  const client = useQueryClient();
  const key = templatesKey(userId);
  const list = useQuery({ queryKey: key, queryFn: () => listQrTemplates(userId) });
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const save = useMutation({
    mutationFn: (input: { name: string; design: QrDesignInput }) =>
      saveQrTemplate({ userId, ...input }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteQrTemplate(id, userId),
    onSettled: refresh,
  });
  return { list, save, remove };
}
