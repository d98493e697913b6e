/**
 * POST /functions/v1/export-my-data: "Baixar meus dados"
 * (docs/product/sharing-api-lgpd.md, "Sharing, the API and LGPD"). The signed-in user's every
 * row as a ZIP of JSON and CSV, streamed while it is read (account-export/), each page read as the
 * user so RLS decides exactly as in the app. One export per account at a time.
 */
import type { FastifyInstance } from 'fastify';
import { myDataFileName } from '@qrlink/core/privacy/my-data-file-name';
import type { Db } from '../../db/database';
import { exportAccount } from '../../account-export/export-account';
import type { ReadAsUser, Row } from '../../account-export/export-datasets';
import { createZipWriter } from '../../account-export/zip-writer';
import { functionRefusal } from '../shared/function-refusal';
import { HttpError } from '../shared/http-error';
import { requestRole } from '../shared/jwt';
import { runAs } from '../shared/run-as';

export interface ExportFunctionDeps {
  db: Db;
  jwtSecret: string;
}

const refuse = (status: number, code: string, message: string) =>
  new HttpError(status, { code, message });

export async function registerExportFunction(app: FastifyInstance, deps: ExportFunctionDeps) {
  const running = new Set<string>();

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.status).headers(error.headers).send(error.body);
    }
    const refusal = functionRefusal(error, { invalid: 'Pedido inválido.' });
    if (refusal) return reply.code(refusal.status).send(refusal.body);
    request.log.error({ err: error }, 'export failed');
    return reply.code(500).send({
      code: 'export_failed',
      message: 'Não foi possível preparar seus dados agora. Tente novamente.',
    });
  });

  app.post('/functions/v1/export-my-data', { bodyLimit: 4 * 1024 }, async (request, reply) => {
    const { role, claims } = await requestRole(request, deps.jwtSecret);
    if (role !== 'authenticated' || !claims.sub) {
      throw refuse(401, 'not_authenticated', 'Faça login para baixar seus dados.');
    }
    const userId = claims.sub;
    if (running.has(userId)) {
      throw refuse(
        429,
        'export_running',
        'Seus dados já estão sendo preparados. Aguarde o download terminar.',
      );
    }
    running.add(userId);
    const read: ReadAsUser = (sql, params) =>
      runAs(
        deps.db,
        claims,
        async (tx) => (await tx.query<{ row: Row }>(sql, params)).rows.map((r) => r.row),
        { readOnly: true, statementTimeout: '30s' },
      );
    const zip = createZipWriter();
    zip.stream.on('close', () => running.delete(userId));
    exportAccount(zip, read).catch((error: unknown) => {
      request.log.error({ err: error }, 'export stopped');
      zip.fail(error as Error);
      running.delete(userId);
    });
    // octet-stream, not application/zip: supabase-js's functions.invoke answers a Blob only for
    // octet-stream (and PDF); anything else it reads as text, which would corrupt the ZIP.
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-disposition', `attachment; filename="${myDataFileName()}"`)
      .header('cache-control', 'no-store')
      .send(zip.stream);
  });
}
