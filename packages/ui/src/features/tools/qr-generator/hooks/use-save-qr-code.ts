// Save (create or update) through packages/data; errors arrive mapped to 'Erro ao Salvar'.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LinkRules } from '@qrlink/core/validation/link-rules-schema';
import type { ItemOrganisation } from '@qrlink/data/organise/item-organisation';
import { createQrCode } from '@qrlink/data/tools/create-qr-code';
import { updateQrCode, type LogoChange } from '@qrlink/data/tools/update-qr-code';
import { refreshOrganisation } from '@/lib/organise/use-organisers';
import { notificationsKey, qrCodesKey } from '@/lib/queries/query-keys';
import type { LogoState, QrDesign } from '../qr-design';

export type SaveQrRequest = {
  userId: string;
  existingId: string | null;
  design: QrDesign;
  logo: LogoState;
  rules?: LinkRules;
  organisation?: ItemOrganisation;
};

function logoChange(logo: LogoState): LogoChange {
  if (logo.kind === 'new') return { kind: 'replace', file: logo.file };
  if (logo.kind === 'existing') return { kind: 'keep', url: logo.url };
  return { kind: 'remove' };
}

function save({ userId, existingId, design, logo, rules, organisation }: SaveQrRequest) {
  const fields = { userId, ...design, rules, organisation };
  if (existingId) return updateQrCode({ ...fields, id: existingId, logo: logoChange(logo) });
  return createQrCode({ ...fields, logoFile: logo.kind === 'new' ? logo.file : null });
}

export function useSaveQrCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: save,
    // A new code also brings its 'qr_created' notification (the unread badges).
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: qrCodesKey });
      await client.invalidateQueries({ queryKey: notificationsKey });
      await refreshOrganisation(client);
    },
  });
}
