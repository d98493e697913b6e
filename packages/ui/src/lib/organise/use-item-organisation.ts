// An item form's folder and tags: empty for a new item, the saved ones for an item being edited
// (read once); `changed` tells whether to send them with the save.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getItemOrganisation } from '@qrlink/data/organise/get-item-organisation';
import type { ItemOrganisation } from '@qrlink/data/organise/item-organisation';
import { itemOrganisationKey } from './use-organisers';

const EMPTY: ItemOrganisation = { folderId: null, tags: [] };

export function useItemOrganisation(kind: 'qr' | 'short_link', id: string | undefined) {
  const saved = useQuery({
    queryKey: [...itemOrganisationKey, kind, id],
    queryFn: () => getItemOrganisation(kind, id!),
    enabled: id !== undefined,
    staleTime: 0,
  });
  const [edited, setEdited] = useState<ItemOrganisation | null>(null);
  const value = edited ?? saved.data ?? EMPTY;
  return {
    value,
    onChange: setEdited,
    /** What to save: the edited values, or nothing while they are untouched. */
    toSave: edited ?? (id === undefined ? EMPTY : undefined),
  };
}
