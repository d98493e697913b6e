/** Shape a JSON page into PostgREST's answer: body, Content-Range, single-object checks. */
import type { FastifyReply } from 'fastify';
import { postgrestError } from '../shared/http-error';
import { singleRowError } from './errors';

export interface PageRow {
  /** The page's JSON: a string, or its UTF-8 bytes (Statement.utf8Columns). */
  body: string | Buffer | null;
  page_count: number;
  total?: number | string | null;
  /** To call once the answer is out (its bytes handed to the system), never before. */
  sent?: () => void;
}

/**
 * Sends `body` (the page's JSON, or what stands for none), and calls row.sent once the answer
 * is out: on 'finish', when Node has handed all of it to the system. An answer cut short (the
 * client gone) never calls it, and its bytes are simply collected.
 */
export function sendBody(reply: FastifyReply, row: PageRow | undefined, none: string) {
  if (row?.sent) reply.raw.once('finish', row.sent);
  return reply.send(row?.body ?? none);
}

export const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

/** Throw PGRST116 (inside the transaction, so a mutation is rolled back) unless exactly one row. */
export function assertSingle(row: PageRow | undefined): void {
  const n = row?.page_count ?? 0;
  if (n !== 1) throw singleRowError(n);
}

export function contentRange(offset: number, pageCount: number, total?: number): string {
  const range = pageCount > 0 ? `${offset}-${offset + pageCount - 1}` : '*';
  return `${range}/${total ?? '*'}`;
}

/** A read's answer: 200, or 206 when a counted result is only partly returned. */
export function sendPage(
  reply: FastifyReply,
  row: PageRow | undefined,
  opts: { single: boolean; offset: number; status?: number },
): FastifyReply {
  const pageCount = row?.page_count ?? 0;
  const total = row?.total === undefined || row.total === null ? undefined : Number(row.total);
  if (total !== undefined && opts.offset > 0 && opts.offset >= total) {
    throw postgrestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${opts.offset} was requested, but there are only ${total} rows.`,
    );
  }
  let status = opts.status ?? 200;
  if (status === 200 && total !== undefined && pageCount < total) status = 206;
  reply
    .code(status)
    .header('content-range', contentRange(opts.offset, pageCount, total))
    .type(opts.single ? OBJECT_TYPE : JSON_TYPE);
  return sendBody(reply, row, opts.single ? 'null' : '[]');
}
