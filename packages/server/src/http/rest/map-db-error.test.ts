import { describe, expect, it } from 'vitest';
import { HttpError } from '../shared/http-error';
import { mapDbError, statusForSqlState } from './map-db-error';

describe('mapDbError', () => {
  it('uses PostgREST status table', () => {
    const cases: Array<[string, number]> = [
      ['23505', 409],
      ['23503', 409],
      ['23514', 400],
      ['22P02', 400],
      ['22023', 400],
      ['P0001', 400],
      ['P0002', 404], // a plan or client the caller named does not exist: never a 500
      ['P0003', 500],
      ['42P01', 404],
      ['42883', 404],
      ['25006', 405],
      ['08006', 503],
      ['53300', 503],
      ['54011', 413], // 2,000 columns in a select: the request asked for too much
      ['54023', 413],
      ['40001', 500],
      ['XX000', 500],
      ['42703', 400],
      ['PT402', 402],
    ];
    for (const [code, status] of cases)
      expect([code, statusForSqlState(code, 'authenticated')]).toEqual([code, status]);
    expect(statusForSqlState('42501', 'anon')).toBe(401);
    expect(statusForSqlState('42501', 'authenticated')).toBe(403);
  });

  it('keeps code, message, detail and hint in PostgREST JSON', () => {
    const mapped = mapDbError(
      Object.assign(new Error('duplicate key value'), {
        code: '23505',
        detail: 'Key (id)=(1) already exists.',
        hint: '',
      }),
      'authenticated',
    ) as HttpError;
    expect(mapped).toBeInstanceOf(HttpError);
    expect(mapped.status).toBe(409);
    expect(mapped.body).toEqual({
      code: '23505',
      message: 'duplicate key value',
      details: 'Key (id)=(1) already exists.',
      hint: null,
    });
  });

  it('answers 503 PGRST001 when the database cannot be reached', () => {
    for (const error of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
      new Error('Cannot use a pool after calling end on the pool'),
    ]) {
      const mapped = mapDbError(error, 'anon') as HttpError;
      expect([mapped.status, mapped.body.code]).toEqual([503, 'PGRST001']);
    }
  });

  it('passes non-database errors through untouched', () => {
    const plain = new Error('boom');
    expect(mapDbError(plain, 'anon')).toBe(plain);
    const http = new HttpError(418, { code: 'x' });
    expect(mapDbError(http, 'anon')).toBe(http);
  });
});
