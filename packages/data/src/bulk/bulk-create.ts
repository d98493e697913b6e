// Bulk creation's one write (docs/product/organising.md, "Organising"): every checked row in one
// call to bulk_create_items, all or nothing; a refusal comes back naming its line
// ('Linha 12: ...').
import { z } from 'zod';
import type { BulkKind, BulkRow } from '@qrlink/core/bulk/bulk-rows';
import { getSupabase } from '../client';
import { AppError, toAppError } from '../errors';

const BULK_CREATE_ERROR = {
  title: 'Nada foi criado',
  message: 'Não foi possível criar os itens. Nenhum foi salvo; tente novamente.',
};

const createdSchema = z.array(
  z.object({
    line: z.number(),
    id: z.string(),
    short_code: z.string().nullish(),
    custom_alias: z.string().nullish(),
  }),
);
export type CreatedItem = z.infer<typeof createdSchema>[number];

export async function bulkCreate(
  kind: BulkKind,
  rows: readonly BulkRow[],
  /** Where the items go (absent: the user's personal workspace). */
  workspaceId?: string,
): Promise<CreatedItem[]> {
  if (rows.some((row) => row.errors.length > 0)) {
    throw AppError.of('invalid_input', {
      title: BULK_CREATE_ERROR.title,
      message: 'Corrija as linhas com erro antes de criar.',
    });
  }
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('bulk_create_items', {
      p_kind: kind,
      p_rows: rows.map((row) => ({
        line: row.line,
        destination: row.destination,
        alias: row.alias,
        description: row.description,
        folder: row.folder,
        tags: row.tags,
      })),
      p_workspace: workspaceId,
    });
    if (error) throw error;
    return createdSchema.parse(data);
  } catch (error) {
    // The database's refusal names the line in pt-BR: show it as it is.
    const message = (error as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && /^Linha \d+: /.test(message)) {
      throw new AppError('server_rule', BULK_CREATE_ERROR.title, message, { cause: error });
    }
    throw toAppError(error, BULK_CREATE_ERROR);
  }
}
