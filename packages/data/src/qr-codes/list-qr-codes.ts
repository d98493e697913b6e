// The signed-in user's QR codes, one page at a time: search, sort and paging happen in the
// database (a user may have thousands of codes; the API answers at most 1,000 rows anyway).
import { z } from 'zod';
import { QR_CONTENT_TYPES } from '@qrlink/core/qr-content/qr-content';
import { getSupabase } from '../client';
import { toAppError } from '../errors';

export const LIST_QR_CODES_ERROR = {
  title: 'Erro ao Carregar',
  message: 'Não foi possível carregar seus QR Codes.',
};

export const qrCodeRowSchema = z.object({
  id: z.string(),
  /** Null for static codes (content_type other than 'url'). */
  target_url: z.string().nullable(),
  fg_color: z.string(),
  bg_color: z.string(),
  logo_url: z.string().nullable(),
  scan_count: z.coerce.number(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The studio design as stored (core's parseStoredQrDesign reads it); null before designs. */
  design: z.unknown().transform((value) => value ?? null),
  content_type: z.enum(QR_CONTENT_TYPES).catch('url'),
  content: z.unknown().transform((value) => value ?? null),
  payload: z.string().nullable(),
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

export const QR_CODE_COLUMNS =
  'id, target_url, fg_color, bg_color, logo_url, scan_count, created_at, updated_at, design, content_type, content, payload';

/** `%`, `_` and `\` typed by the user match themselves, not any text. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A PostgREST logic-tree value in double quotes (commas, dots and parentheses stay text). */
function quoted(value: string): string {
  return `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

/** The search matches a dynamic code's destination or what a static code encodes. */
export function searchFilter(search: string): string {
  const pattern = quoted(likePattern(search));
  return `target_url.ilike.${pattern},payload.ilike.${pattern}`;
}

export async function listQrCodes(input: ListQrCodesInput): Promise<QrCodePage> {
  try {
    const supabase = await getSupabase();
    const from = input.page * input.pageSize;
    let query = supabase
      .from('qr_codes')
      .select(QR_CODE_COLUMNS, { count: 'exact' })
      .eq('user_id', input.userId);
    const search = input.search?.trim();
    if (search) query = query.or(searchFilter(search));
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
