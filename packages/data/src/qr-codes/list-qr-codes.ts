// The signed-in user's QR codes, one page at a time: search, sort and paging happen in the
// database (a user may have thousands of codes; the API answers at most 1,000 rows anyway).
import { z } from 'zod';
import { getSupabase } from '../client';
import { toAppError } from '../errors';

export const LIST_QR_CODES_ERROR = {
  title: 'Erro ao Carregar',
  message: 'Não foi possível carregar seus QR Codes.',
};

export const qrCodeRowSchema = z.object({
  id: z.string(),
  target_url: z.string(),
  fg_color: z.string(),
  bg_color: z.string(),
  logo_url: z.string().nullable(),
  scan_count: z.coerce.number(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type QrCodeRow = z.infer<typeof qrCodeRowSchema>;

export type QrCodeSort = 'created_at' | 'scan_count';

export interface ListQrCodesInput {
  userId: string;
  /** Part of the destination URL, any case. */
  search?: string;
  sort?: QrCodeSort;
  ascending?: boolean;
  page: number;
  pageSize: number;
}

export interface QrCodePage {
  rows: QrCodeRow[];
  total: number;
}

const COLUMNS = 'id, target_url, fg_color, bg_color, logo_url, scan_count, created_at, updated_at';

/** `%`, `_` and `\` typed by the user match themselves, not any text. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export async function listQrCodes(input: ListQrCodesInput): Promise<QrCodePage> {
  try {
    const supabase = await getSupabase();
    const from = input.page * input.pageSize;
    let query = supabase
      .from('qr_codes')
      .select(COLUMNS, { count: 'exact' })
      .eq('user_id', input.userId);
    const search = input.search?.trim();
    if (search) query = query.ilike('target_url', likePattern(search));
    const { data, error, count } = await query
      .order(input.sort ?? 'created_at', { ascending: input.ascending ?? false })
      .order('id', { ascending: true })
      .range(from, from + input.pageSize - 1);
    if (error) throw error;
    return { rows: z.array(qrCodeRowSchema).parse(data), total: count ?? 0 };
  } catch (error) {
    throw toAppError(error, LIST_QR_CODES_ERROR);
  }
}
