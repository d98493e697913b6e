// One operation of the REST API, described once: registration (register-api-routes.ts) parses
// its parameters, query and body with these schemas and runs it as the key's owner; the OpenAPI
// document (openapi-document.ts) is generated from the same description.
import type { z } from 'zod';
import type { DbClient } from '../../db/database';
import type { ApiKeyOwner } from './api-key-owner';

export interface OperationContext<P, Q, B> {
  /** A transaction as the key's owner (RLS applies). */
  tx: DbClient;
  owner: ApiKeyOwner;
  params: P;
  query: Q;
  body: B;
  /** PUBLIC_URL: the origin of the links the answers carry. */
  publicUrl: string;
}

export interface ApiOperation<P = unknown, Q = unknown, B = unknown> {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Below /api/v1, Fastify style: '/qr-codes/:id'. */
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /** 204 answers carry no body. */
  success: { status: 200 | 201 | 204; schema?: z.ZodType; description: string };
  /** The refusals it may answer besides 401 and 429 (every operation has those). */
  errors: Array<400 | 404 | 409>;
  run(context: OperationContext<P, Q, B>): Promise<unknown>;
}

/** Keeps each operation's types while listing them together. */
export function operation<P, Q, B>(spec: ApiOperation<P, Q, B>): ApiOperation {
  return spec as unknown as ApiOperation;
}

export const API_PREFIX = '/api/v1';
