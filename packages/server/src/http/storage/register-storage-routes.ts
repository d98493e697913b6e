/** /storage/v1: object upload (multipart or raw, x-upsert), public read, remove. */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { HttpError } from '../shared/http-error';
import { requestRole, type JwtClaims } from '../shared/jwt';
import { requestHeadersForDb } from '../shared/request-headers';
import { parseBucketId, parseObjectKey } from './object-path';
import { readPublicObject } from './read-public-object';
import { readUploadBody } from './read-upload-body';
import { parseRemoveBody, removeObjects } from './remove-objects';
import { storageErrors } from './storage-error';
import { MAX_UPLOAD_BYTES, uploadObject } from './upload-object';

export interface StorageDeps {
  db: Db;
  jwtSecret: string;
  trustProxy: boolean;
}

type Params = { bucket: string; '*': string };

export async function registerStorageRoutes(app: FastifyInstance, deps: StorageDeps) {
  // Bodies are files, not JSON: take every type as raw bytes, multipart through busboy.
  app.removeAllContentTypeParsers();
  await app.register(multipart);
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
    (_req, body, done) => done(null, body),
  );

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof HttpError) return reply.code(error.status).send(error.body);
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 413) return reply.code(413).send(storageErrors.tooLarge().body);
    if (status < 500)
      return reply
        .code(status)
        .send(storageErrors.invalidRequest((error as Error).message, status).body);
    app.log.error({ err: error }, 'storage request failed');
    return reply
      .code(500)
      .send({ statusCode: '500', error: 'internal', message: 'Erro interno do servidor.' });
  });

  const identify = async (request: FastifyRequest): Promise<JwtClaims> => {
    try {
      return (await requestRole(request, deps.jwtSecret)).claims;
    } catch (error) {
      throw storageErrors.unauthorized(error instanceof Error ? error.message : 'Invalid JWT');
    }
  };

  const upload = async (request: FastifyRequest<{ Params: Params }>, replace: boolean) => {
    const claims = await identify(request);
    return uploadObject(deps.db, {
      bucketId: parseBucketId(request.params.bucket),
      key: parseObjectKey(request.params['*']),
      upsert: replace || request.headers['x-upsert'] === 'true',
      claims,
      headers: requestHeadersForDb(request, { trustProxy: deps.trustProxy }),
      readBody: (maxBytes) => readUploadBody(request, maxBytes),
    });
  };

  const uploadOptions = { bodyLimit: MAX_UPLOAD_BYTES };
  // POST creates (replaces only with x-upsert: true); PUT is supabase-js `update()`: replaces.
  app.post<{ Params: Params }>('/storage/v1/object/:bucket/*', uploadOptions, (request) =>
    upload(request, false),
  );
  app.put<{ Params: Params }>('/storage/v1/object/:bucket/*', uploadOptions, (request) =>
    upload(request, true),
  );

  app.get<{ Params: Params }>('/storage/v1/object/public/:bucket/*', async (request, reply) => {
    const object = await readPublicObject(
      deps.db,
      parseBucketId(request.params.bucket),
      parseObjectKey(request.params['*']),
    );
    reply.headers(object.headers);
    if (request.headers['if-none-match'] === object.etag) return reply.code(304).send();
    return reply.send(object.bytes);
  });

  app.delete<{ Params: { bucket: string } }>('/storage/v1/object/:bucket', async (request) => {
    const claims = await identify(request);
    return removeObjects(
      deps.db,
      parseBucketId(request.params.bucket),
      parseRemoveBody(request.body),
      claims,
      requestHeadersForDb(request, { trustProxy: deps.trustProxy }),
    );
  });
}
