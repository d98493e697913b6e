import { describe, expect, it } from 'vitest';
import { urlForLog } from './log-url';

describe('urlForLog', () => {
  it('masks secrets in the query and keeps the rest', () => {
    expect(urlForLog('/auth/v1/verify?token=abc&type=signup&redirect_to=x')).toBe(
      '/auth/v1/verify?token=***&type=signup&redirect_to=x',
    );
    expect(urlForLog('/rest/v1/plans?apikey=k&select=*')).toBe(
      '/rest/v1/plans?apikey=***&select=*',
    );
    expect(urlForLog('/health')).toBe('/health');
    expect(urlForLog('/x?')).toBe('/x');
  });
});
