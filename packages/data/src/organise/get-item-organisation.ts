// Where one item is filed, for its edit form: its folder and its tags' names.
import { z } from 'zod';
import { getSupabase } from '../client';
import { toAppError } from '../errors';
import type { ItemOrganisation } from './item-organisation';

// Built on its first parse (z.lazy), not as the module loads: see docs/architecture.md,
// "The first pages a phone opens".
const tagRowsSchema = z.lazy(() =>
  z.array(z.object({ tags: z.object({ name: z.string() }).nullable() })),
);

export async function getItemOrganisation(
  kind: 'qr' | 'short_link',
  id: string,
): Promise<ItemOrganisation> {
  try {
    const supabase = await getSupabase();
    const item =
      kind === 'qr'
        ? await supabase.from('qr_codes').select('folder_id').eq('id', id).maybeSingle()
        : await supabase.from('short_links').select('folder_id').eq('id', id).maybeSingle();
    if (item.error) throw item.error;
    const tags =
      kind === 'qr'
        ? await supabase.from('qr_code_tags').select('tags(name)').eq('qr_code_id', id)
        : await supabase.from('short_link_tags').select('tags(name)').eq('short_link_id', id);
    if (tags.error) throw tags.error;
    return {
      folderId: (item.data?.folder_id as string | null | undefined) ?? null,
      tags: tagRowsSchema
        .parse(tags.data)
        .flatMap((row) => (row.tags ? [row.tags.name] : []))
        .sort((a, b) => a.localeCompare(b, 'pt-BR')),
    };
  } catch (error) {
    throw toAppError(error, {
      title: 'Erro ao Carregar',
      message: 'Não foi possível ler as pastas e tags.',
    });
  }
}
