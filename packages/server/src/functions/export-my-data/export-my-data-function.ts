/**
 * `export-my-data`: "Baixar meus dados" (docs/product/sharing-api-lgpd.md, "Sharing, the API
 * and LGPD"). The signed-in user's every row as a ZIP of JSON and CSV, streamed while it is read
 * (account-export/), each page read as the user so RLS decides exactly as in the app. One export
 * per account at a time (per process: on hosted Supabase, per function instance).
 */
import { Readable } from 'node:stream';
import { myDataFileName } from '@qrlink/core/privacy/my-data-file-name';
import { exportAccount } from '../../account-export/export-account';
import type { ReadAsUser, Row } from '../../account-export/export-datasets';
import { createZipWriter } from '../../account-export/zip-writer';
import type { Db } from '../../db/database';
import type { RequestIdentity } from '../../http/shared/jwt';
import { runAs } from '../../http/shared/run-as';
import { refuseAnnouncedOver } from '../read-json-request';
import { answerOrRefuse, refusal, type WebFunction } from '../web-function';

export interface ExportFunctionDeps {
  db: Db;
  /** Who calls (refusing a caller without a valid token with a 401). */
  identify: (request: Request) => Promise<RequestIdentity>;
  log: (message: string, error: unknown) => void;
}

/** The request asks for nothing: a body past this is not one of ours. */
const BODY_LIMIT = 4 * 1024;

export function exportMyDataFunction(deps: ExportFunctionDeps): WebFunction {
  const running = new Set<string>();
  return (request) =>
    answerOrRefuse(
      async () => {
        if (request.method !== 'POST') throw refusal(405, 'method_not_allowed', 'Use POST.');
        refuseAnnouncedOver(request, BODY_LIMIT);
        const { role, claims } = await deps.identify(request);
        if (role !== 'authenticated' || !claims.sub) {
          throw refusal(401, 'not_authenticated', 'Faça login para baixar seus dados.');
        }
        const userId = claims.sub;
        if (running.has(userId)) {
          throw refusal(
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
          deps.log('export stopped', error);
          zip.fail(error as Error);
          running.delete(userId);
        });
        // octet-stream, not application/zip: supabase-js's functions.invoke answers a Blob only
        // for octet-stream (and PDF); anything else it reads as text, which would corrupt the ZIP.
        return new Response(Readable.toWeb(zip.stream) as ReadableStream, {
          status: 200,
          headers: {
            'content-type': 'application/octet-stream',
            'content-disposition': `attachment; filename="${myDataFileName()}"`,
            'cache-control': 'no-store',
          },
        });
      },
      {
        status: 500,
        code: 'export_failed',
        message: 'Não foi possível preparar seus dados agora. Tente novamente.',
      },
      deps.log,
    );
}
