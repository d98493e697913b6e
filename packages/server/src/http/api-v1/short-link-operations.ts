// /api/v1/short-links: the short links of the key's workspace, under the same rules as the dashboard's form
// (the database draws a free 6-character code, checks the URL and owns the one case-insensitive
// namespace of codes and aliases).
import { apiError } from './api-error';
import { operation } from './api-operation';
import {
  idParams,
  pageQuery,
  shortLinkCreateSchema,
  shortLinkListSchema,
  shortLinkSchema,
  shortLinkUpdateSchema,
  statsQuery,
  apiVisitStatsSchema,
} from './api-schemas';
import { LINK_COLUMNS, shortLinkOf } from './rows';
import { visitStatsOf } from './visit-stats';

const TAG = 'Links encurtados';
const NOT_FOUND = () => apiError(404, 'not_found', 'Link não encontrado.');
/** The columns a PATCH may set, in the order their values are passed. */
const EDITABLE = ['original_url', 'custom_alias', 'description'] as const;

export const shortLinkOperations = [
  operation({
    method: 'GET',
    path: '/short-links',
    operationId: 'listShortLinks',
    summary: 'Lista os links encurtados do espaço de trabalho da chave, mais novos primeiro',
    tag: TAG,
    query: pageQuery,
    success: { status: 200, schema: shortLinkListSchema, description: 'Uma página de links.' },
    errors: [400],
    async run({ tx, query, publicUrl }) {
      const page = await tx.query(
        `select ${LINK_COLUMNS} from public.short_links order by created_at desc, id desc limit $1 offset $2`,
        [query.limit, query.offset],
      );
      const count = await tx.query<{ n: number }>(
        'select count(*)::integer as n from public.short_links',
      );
      return {
        data: page.rows.map((row) => shortLinkOf(row, publicUrl)),
        total: Number(count.rows[0]!.n),
        limit: query.limit,
        offset: query.offset,
      };
    },
  }),
  operation({
    method: 'POST',
    path: '/short-links',
    operationId: 'createShortLink',
    summary: 'Encurta um link (código aleatório, ou o alias pedido)',
    tag: TAG,
    body: shortLinkCreateSchema,
    success: { status: 201, schema: shortLinkSchema, description: 'O link criado.' },
    errors: [400, 409],
    async run({ tx, body, publicUrl }) {
      const { rows } = await tx.query(
        `insert into public.short_links (user_id, workspace_id, original_url, custom_alias, description)
         values (auth.uid(), public.api_key_workspace(), $1, $2, $3) returning ${LINK_COLUMNS}`,
        [body.original_url, body.custom_alias ?? null, body.description ?? null],
      );
      return shortLinkOf(rows[0]!, publicUrl);
    },
  }),
  operation({
    method: 'GET',
    path: '/short-links/:id',
    operationId: 'getShortLink',
    summary: 'Um link encurtado',
    tag: TAG,
    params: idParams,
    success: { status: 200, schema: shortLinkSchema, description: 'O link.' },
    errors: [400, 404],
    async run({ tx, params, publicUrl }) {
      const { rows } = await tx.query(
        `select ${LINK_COLUMNS} from public.short_links where id = $1`,
        [params.id],
      );
      if (!rows[0]) throw NOT_FOUND();
      return shortLinkOf(rows[0], publicUrl);
    },
  }),
  operation({
    method: 'PATCH',
    path: '/short-links/:id',
    operationId: 'updateShortLink',
    summary: 'Altera o destino, o alias (null remove) ou a descrição de um link',
    tag: TAG,
    params: idParams,
    body: shortLinkUpdateSchema,
    success: { status: 200, schema: shortLinkSchema, description: 'O link alterado.' },
    errors: [400, 404, 409],
    async run({ tx, params, body, publicUrl }) {
      // Only the fields sent change: an alias sent as null is removed, one not sent stays.
      const sent = EDITABLE.filter((column) => body[column] !== undefined);
      const assignments = sent.map((column, index) => `${column} = $${index + 2}`);
      const { rows } = await tx.query(
        `update public.short_links set ${[...assignments, 'updated_at = now()'].join(', ')}
          where id = $1 returning ${LINK_COLUMNS}`,
        [params.id, ...sent.map((column) => body[column] ?? null)],
      );
      if (!rows[0]) throw NOT_FOUND();
      return shortLinkOf(rows[0], publicUrl);
    },
  }),
  operation({
    method: 'DELETE',
    path: '/short-links/:id',
    operationId: 'deleteShortLink',
    summary: 'Exclui um link encurtado (o alias fica livre de novo)',
    tag: TAG,
    params: idParams,
    success: { status: 204, description: 'Excluído.' },
    errors: [400, 404],
    async run({ tx, params }) {
      const { rowCount } = await tx.query('delete from public.short_links where id = $1', [
        params.id,
      ]);
      if (rowCount === 0) throw NOT_FOUND();
      return undefined;
    },
  }),
  operation({
    method: 'GET',
    path: '/short-links/:id/stats',
    operationId: 'getShortLinkStats',
    summary: 'Análise de cliques de um link em um período',
    tag: TAG,
    params: idParams,
    query: statsQuery,
    success: { status: 200, schema: apiVisitStatsSchema, description: 'Os números do período.' },
    errors: [400, 404],
    async run({ tx, params, query }) {
      const { rowCount } = await tx.query('select 1 from public.short_links where id = $1', [
        params.id,
      ]);
      if (rowCount === 0) throw NOT_FOUND();
      return visitStatsOf(tx, 'link', params.id, query);
    },
  }),
];
