/**
 * POST /functions/v1/export-my-data on the self-hosted server: the `export-my-data` server
 * function (functions/export-my-data/export-my-data-function.ts, the same code the Edge Function
 * runs), its callers checked with the server's JWT secret.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { exportMyDataFunction } from '../../functions/export-my-data/export-my-data-function';
import { authorizeRequest } from '../shared/jwt';
import { mountWebFunction } from './mount-web-function';

export interface ExportFunctionDeps {
  db: Db;
  jwtSecret: string;
}

export async function registerExportFunction(app: FastifyInstance, deps: ExportFunctionDeps) {
  const exportMyData = exportMyDataFunction({
    db: deps.db,
    identify: (request) => authorizeRequest(request, deps.jwtSecret),
    log: (message, error) => app.log.error({ err: error }, message),
  });
  mountWebFunction(app, ['POST'], '/functions/v1/export-my-data', exportMyData);
}
