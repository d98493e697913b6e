// The signed-in user's QR codes, one page at a time: folder and tag filters, search, sort and
// paging happen in the database (list_my_items: a user may have thousands of codes, and the API
// answers at most 1,000 rows anyway).
import { z } from 'zod';
import { QR_CONTENT_TYPES } from '@qrlink/core/qr-content/qr-content';
import { toAppError } from '../errors';
import { organisationSchema } from '../organise/item-organisation';
import { listMyItems } from '../organise/list-my-items';

const LIST_QR_CODES_ERROR = {
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
  /** The own domain its printed address uses (null: the app's). */
  domain_id: z.string().nullable().default(null),
});

export type QrCodeRow = z.infer<typeof qrCodeRowSchema>;

/** A listed code: the row, its folder and its tags. */
export const listedQrCodeSchema = qrCodeRowSchema.extend(organisationSchema.shape);
export type ListedQrCode = z.infer<typeof listedQrCodeSchema>;

export type QrCodeSort = 'created_at' | 'scan_count';

export interface ListQrCodesInput {
  userId: string;
  /** The workspace listed (absent: the user's personal one). */
  workspaceId?: string | undefined;
  /** Words or part of the destination URL, of what a static code encodes or of a tag name. */
  search?: string;
  /** A folder id, NO_FOLDER for codes in none, undefined for all. */
  folderId?: string;
  tagId?: string;
  sort?: QrCodeSort;
  ascending?: boolean;
  page: number;
  pageSize: number;
}

export interface QrCodePage {
  rows: ListedQrCode[];
  total: number;
}

export const QR_CODE_COLUMNS =
  'id, target_url, fg_color, bg_color, logo_url, scan_count, created_at, updated_at, design, content_type, content, payload';

export async function listQrCodes(input: ListQrCodesInput): Promise<QrCodePage> {
  try {
    const page = await listMyItems({
      kind: 'qr',
      workspaceId: input.workspaceId,
      search: input.search,
      folderId: input.folderId,
      tagId: input.tagId,
      sort: input.sort === 'scan_count' ? 'visits' : 'created_at',
      ascending: input.ascending,
      page: input.page,
      pageSize: input.pageSize,
    });
    return { rows: z.array(listedQrCodeSchema).parse(page.rows), total: page.total };
  } catch (error) {
    throw toAppError(error, LIST_QR_CODES_ERROR);
  }
}
