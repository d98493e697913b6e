// Save (create or update) through packages/data; errors arrive mapped to 'Erro ao Salvar'.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { QrDesign } from '@qrlink/core/qr/design/qr-design';
import type { QrContentInput } from '@qrlink/core/qr-content/qr-content';
import type { LinkRules } from '@qrlink/core/validation/link-rules-schema';
import type { ItemOrganisation } from '@qrlink/data/organise/item-organisation';
import { createQrCode } from '@qrlink/data/qr-codes/create-qr-code';
import { updateQrCode, type LogoChange } from '@qrlink/data/qr-codes/update-qr-code';
import { refreshOrganisation } from '@/lib/organise/use-organisers';
import { notificationsKey, qrCodesKey } from '@/lib/queries/query-keys';
import { currentWorkspaceIdAtom } from '@/lib/workspace';
import type { LogoState } from '../studio/studio-state';

export type SaveQrRequest = {
  userId: string;
  /** Where a new code goes (absent: the user's personal workspace). */
  workspaceId?: string | undefined;
  existingId: string | null;
  /** A dynamic code's destination, or a static code's content. */
  what: { targetUrl: string } | { content: QrContentInput };
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

function save({
  userId,
  workspaceId,
  existingId,
  what,
  design,
  logo,
  rules,
  organisation,
}: SaveQrRequest) {
  const fields = { userId, ...what, design, ...(rules ? { rules } : {}), organisation };
  if (existingId) return updateQrCode({ ...fields, id: existingId, logo: logoChange(logo) });
  return createQrCode({ ...fields, workspaceId, logoFile: logo.kind === 'new' ? logo.file : null });
}

export function useSaveQrCode() {
  const client = useQueryClient();
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useMutation({
    // A new code goes to the workspace being worked in.
    mutationFn: (request: SaveQrRequest) => save({ workspaceId, ...request }),
    // A new code also brings its 'qr_created' notification (the unread badges).
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: qrCodesKey });
      await client.invalidateQueries({ queryKey: notificationsKey });
      await refreshOrganisation(client);
    },
  });
}
