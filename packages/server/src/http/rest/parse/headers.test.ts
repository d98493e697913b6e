import { describe, expect, it } from 'vitest';
import { HttpError } from '../../shared/http-error';
import { checkProfile, parseAccept } from './accept';
import { parsePrefer } from './prefer';

describe('parsePrefer', () => {
  it('reads return, count, resolution and missing as supabase-js sends them', () => {
    expect(parsePrefer('return=representation,count=exact')).toEqual({
      return: 'representation',
      count: 'exact',
      resolution: undefined,
      missing: 'null',
    });
    expect(parsePrefer(['resolution=merge-duplicates', 'missing=default'])).toMatchObject({
      resolution: 'merge-duplicates',
      missing: 'default',
    });
    expect(parsePrefer('count=planned').count).toBe('exact');
    expect(parsePrefer(undefined).return).toBeUndefined();
    expect(parsePrefer('foo=bar, return=minimal').return).toBe('minimal');
  });

  it('refuses preferences that would change semantics silently', () => {
    expect(() => parsePrefer('tx=rollback')).toThrow(HttpError);
    expect(() => parsePrefer('handling=strict')).toThrow(HttpError);
  });
});

describe('parseAccept / checkProfile', () => {
  it('chooses array or single object, with nulls stripped when asked', () => {
    expect(parseAccept(undefined)).toEqual({ single: false, stripNulls: false });
    expect(parseAccept('application/json')).toEqual({ single: false, stripNulls: false });
    expect(parseAccept('application/vnd.pgrst.object+json')).toEqual({
      single: true,
      stripNulls: false,
    });
    expect(parseAccept('application/vnd.pgrst.object+json;nulls=stripped')).toEqual({
      single: true,
      stripNulls: true,
    });
    expect(parseAccept('text/csv, */*')).toEqual({ single: false, stripNulls: false });
  });

  it('refuses other media types (406 PGRST107) and schemas (406 PGRST106)', () => {
    try {
      parseAccept('text/csv');
      throw new Error('accepted');
    } catch (error) {
      expect((error as HttpError).status).toBe(406);
      expect((error as HttpError).body.code).toBe('PGRST107');
    }
    expect(() => checkProfile('public')).not.toThrow();
    expect(() => checkProfile(undefined)).not.toThrow();
    try {
      checkProfile('auth');
      throw new Error('accepted');
    } catch (error) {
      expect((error as HttpError).body).toEqual({
        code: 'PGRST106',
        details: null,
        hint: 'Only the following schemas are exposed: public',
        message: 'Invalid schema: auth',
      });
    }
  });
});
