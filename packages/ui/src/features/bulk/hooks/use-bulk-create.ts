// Bulk creation's state, as a status union: the rows read and checked (nothing written yet),
// the one all-or-nothing write, and what was created (with the ZIP of PNGs on request).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { parseBulkRows, type BulkKind, type BulkParse } from '@qrlink/core/bulk/bulk-rows';
import { bulkCreate, type CreatedItem } from '@qrlink/data/bulk/bulk-create';
import { notify } from '@/lib/notify';
import { refreshOrganisation } from '@/lib/organise/use-organisers';
import { notificationsKey, qrCodesKey, shortLinksKey } from '@/lib/queries/query-keys';
import { currentWorkspaceIdAtom } from '@/lib/workspace';
import { createdSummary } from '../created-summary';

export type BulkState =
  | { step: 'input' }
  | { step: 'preview'; parse: BulkParse }
  | { step: 'done'; parse: BulkParse; created: CreatedItem[] };

export function useBulkCreate(kind: BulkKind) {
  const client = useQueryClient();
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  const [state, setState] = useState<BulkState>({ step: 'input' });
  const create = useMutation({
    // Into the workspace being worked in.
    mutationFn: (parse: BulkParse) => bulkCreate(kind, parse.rows, workspaceId),
    onSuccess: async (created, parse) => {
      setState({ step: 'done', parse, created });
      notify.success({
        title: 'Itens criados',
        message: createdSummary(created.length, kind),
      });
      await client.invalidateQueries({ queryKey: kind === 'qr' ? qrCodesKey : shortLinksKey });
      await client.invalidateQueries({ queryKey: notificationsKey });
      await refreshOrganisation(client);
    },
    onError: (error) => notify.failure(error),
  });
  return {
    state,
    creating: create.isPending,
    read: (text: string) => setState({ step: 'preview', parse: parseBulkRows(text, kind) }),
    create: () => state.step === 'preview' && create.mutate(state.parse),
    reset: () => setState({ step: 'input' }),
  };
}
