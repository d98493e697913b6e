// /api/v1/qr-codes: the dynamic QR codes of the key's workspace, under the same rules as the app (RLS, the
// database's checks and the creation notification all apply as for the dashboard).
import { apiError } from './api-error';
import { operation } from './api-operation';
import {
  idParams,
  pageQuery,
  qrCodeCreateSchema,
  qrCodeListSchema,
  qrCodeSchema,
  qrCodeUpdateSchema,
  statsQuery,
  apiVisitStatsSchema,
} from './api-schemas';
import { QR_COLUMNS, qrCodeOf } from './rows';
import { visitStatsOf } from './visit-stats';

const TAG = 'QR Codes';
const NOT_FOUND = () => apiError(404, 'not_found', 'QR Code não encontrado.');

export const qrCodeOperations = [
  operation({
    method: 'GET',
    path: '/qr-codes',
    operationId: 'listQrCodes',
    summary: 'Lista os QR Codes do espaço de trabalho da chave, mais novos primeiro',
    tag: TAG,
    query: pageQuery,
    success: { status: 200, schema: qrCodeListSchema, description: 'Uma página de QR Codes.' },
    errors: [400],
    async run({ tx, query, publicUrl }) {
      const page = await tx.query(
        `select ${QR_COLUMNS} from public.qr_codes order by created_at desc, id desc limit $1 offset $2`,
        [query.limit, query.offset],
      );
      const count = await tx.query<{ n: number }>(
        'select count(*)::integer as n from public.qr_codes',
      );
      return {
        data: page.rows.map((row) => qrCodeOf(row, publicUrl)),
        total: Number(count.rows[0]!.n),
        limit: query.limit,
        offset: query.offset,
      };
    },
  }),
  operation({
    method: 'POST',
    path: '/qr-codes',
    operationId: 'createQrCode',
    summary: 'Cria um QR Code dinâmico',
    tag: TAG,
    body: qrCodeCreateSchema,
    success: { status: 201, schema: qrCodeSchema, description: 'O QR Code criado.' },
    errors: [400],
    async run({ tx, body, publicUrl }) {
      const { rows } = await tx.query(
        `insert into public.qr_codes (user_id, workspace_id, target_url, fg_color, bg_color)
         values (auth.uid(), public.api_key_workspace(), $1, $2, $3) returning ${QR_COLUMNS}`,
        [body.target_url, body.fg_color, body.bg_color],
      );
      return qrCodeOf(rows[0]!, publicUrl);
    },
  }),
  operation({
    method: 'GET',
    path: '/qr-codes/:id',
    operationId: 'getQrCode',
    summary: 'Um QR Code',
    tag: TAG,
    params: idParams,
    success: { status: 200, schema: qrCodeSchema, description: 'O QR Code.' },
    errors: [400, 404],
    async run({ tx, params, publicUrl }) {
      const { rows } = await tx.query(`select ${QR_COLUMNS} from public.qr_codes where id = $1`, [
        params.id,
      ]);
      if (!rows[0]) throw NOT_FOUND();
      return qrCodeOf(rows[0], publicUrl);
    },
  }),
  operation({
    method: 'PATCH',
    path: '/qr-codes/:id',
    operationId: 'updateQrCode',
    summary: 'Altera o destino ou as cores de um QR Code (o endereço impresso continua o mesmo)',
    tag: TAG,
    params: idParams,
    body: qrCodeUpdateSchema,
    success: { status: 200, schema: qrCodeSchema, description: 'O QR Code alterado.' },
    errors: [400, 404],
    async run({ tx, params, body, publicUrl }) {
      const { rows } = await tx.query(
        `update public.qr_codes
            set target_url = coalesce($2, target_url), fg_color = coalesce($3, fg_color),
                bg_color = coalesce($4, bg_color), updated_at = now()
          where id = $1 returning ${QR_COLUMNS}`,
        [params.id, body.target_url ?? null, body.fg_color ?? null, body.bg_color ?? null],
      );
      if (!rows[0]) throw NOT_FOUND();
      return qrCodeOf(rows[0], publicUrl);
    },
  }),
  operation({
    method: 'DELETE',
    path: '/qr-codes/:id',
    operationId: 'deleteQrCode',
    summary: 'Exclui um QR Code (ele deixa de redirecionar, mesmo impresso)',
    tag: TAG,
    params: idParams,
    success: { status: 204, description: 'Excluído.' },
    errors: [400, 404],
    async run({ tx, params }) {
      const { rowCount } = await tx.query('delete from public.qr_codes where id = $1', [params.id]);
      if (rowCount === 0) throw NOT_FOUND();
      return undefined;
    },
  }),
  operation({
    method: 'GET',
    path: '/qr-codes/:id/stats',
    operationId: 'getQrCodeStats',
    summary: 'Análise de scans de um QR Code em um período',
    tag: TAG,
    params: idParams,
    query: statsQuery,
    success: { status: 200, schema: apiVisitStatsSchema, description: 'Os números do período.' },
    errors: [400, 404],
    async run({ tx, params, query }) {
      const { rowCount } = await tx.query('select 1 from public.qr_codes where id = $1', [
        params.id,
      ]);
      if (rowCount === 0) throw NOT_FOUND();
      return visitStatsOf(tx, 'qr', params.id, query);
    },
  }),
];
