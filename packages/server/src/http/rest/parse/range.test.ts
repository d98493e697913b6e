import { describe, expect, it } from 'vitest';
import { HttpError } from '../../shared/http-error';
import type { ParsedQuery } from './ast';
import { applyRangeHeader } from './range';

const query = (extra: Partial<ParsedQuery> = {}): ParsedQuery => ({
  select: [],
  where: [],
  order: [],
  ...extra,
});

describe('applyRangeHeader', () => {
  it('turns first-last into offset and limit, open ranges into an offset', () => {
    const q = query();
    applyRangeHeader(q, '10-19');
    expect([q.offset, q.limit]).toEqual([10, 10]);
    const open = query();
    applyRangeHeader(open, 'items=5-');
    expect([open.offset, open.limit]).toEqual([5, undefined]);
    const none = query();
    applyRangeHeader(none, undefined);
    expect([none.offset, none.limit]).toEqual([undefined, undefined]);
  });

  it('refuses malformed, backwards and doubled ranges', () => {
    for (const [header, extra] of [
      ['a-b', {}],
      ['9-1', {}],
      ['-5', {}],
      ['0-9', { limit: 3 }],
    ] as const) {
      expect(() => applyRangeHeader(query(extra), header)).toThrow(HttpError);
    }
  });
});
