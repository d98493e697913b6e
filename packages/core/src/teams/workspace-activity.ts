// 'Atividade' (docs/product/teams.md, "Atividade"): what happened to a workspace's codes and
// links, as the screen and its CSV say it.
import { toCsv } from '../analytics/csv';
import { formatDateTime } from '../dates/format-date';

export const ACTIVITY_ACTIONS = ['created', 'edited', 'moved', 'deleted'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const ACTIVITY_ACTION_LABELS: Record<ActivityAction, string> = {
  created: 'Criou',
  edited: 'Editou',
  moved: 'Moveu para pasta',
  deleted: 'Excluiu',
};

export const ACTIVITY_ITEM_LABELS = { qr: 'QR Code', short_link: 'Link' } as const;

export interface ActivityEntry {
  at: string;
  action: ActivityAction;
  item_kind: keyof typeof ACTIVITY_ITEM_LABELS;
  item_label: string;
  /** Name or e-mail; null for the server's own work or an account deleted since. */
  actor: string | null;
}

/** Who did it, as shown: the server's own work or a deleted account reads 'Conta removida'. */
export function activityActor(entry: Pick<ActivityEntry, 'actor'>): string {
  return entry.actor ?? 'Conta removida';
}

export function activityToCsv(
  entries: readonly ActivityEntry[],
  options: { timeZone?: string } = {},
): string {
  return toCsv(
    ['Quando', 'Quem', 'Ação', 'Tipo', 'Item'],
    entries.map((entry) => [
      formatDateTime(entry.at, options),
      activityActor(entry),
      ACTIVITY_ACTION_LABELS[entry.action],
      ACTIVITY_ITEM_LABELS[entry.item_kind],
      entry.item_label,
    ]),
  );
}
