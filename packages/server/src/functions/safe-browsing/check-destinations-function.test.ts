import { describe, expect, it, vi } from 'vitest';
import type { RequestIdentity } from '../../http/shared/jwt';
import { refusal } from '../web-function';
import {
  checkDestinationsFunction,
  type CheckDestinationsDeps,
} from './check-destinations-function';
import { SafeBrowsingUnavailable, type SafeBrowsingRound } from './safe-browsing';

const serviceRole = async (): Promise<RequestIdentity> => ({
  role: 'service_role',
  claims: { role: 'service_role' },
});
const round = (checked: number, flagged = 0): SafeBrowsingRound => ({
  checked,
  flagged,
  disabled: flagged,
  enabled: 0,
});

async function call(deps: Partial<CheckDestinationsDeps>, init: RequestInit = { method: 'POST' }) {
  const fn = checkDestinationsFunction({
    identify: serviceRole,
    checkRound: undefined,
    log: () => {},
    ...deps,
  });
  const response = await fn(new Request('http://x/functions/v1/check-destinations', init), {
    ip: '127.0.0.1',
  });
  return { status: response.status, body: await response.json() };
}

describe('checkDestinationsFunction', () => {
  it('goes on with rounds while they come back full, and adds them up', async () => {
    const checkRound = vi
      .fn<(size: number) => Promise<SafeBrowsingRound>>()
      .mockResolvedValueOnce(round(3, 1))
      .mockResolvedValueOnce(round(3))
      .mockResolvedValueOnce(round(2, 2));
    expect(await call({ checkRound, roundSize: 3 })).toEqual({
      status: 200,
      body: { safeBrowsing: { checked: 8, flagged: 3, disabled: 3, enabled: 0 } },
    });
    expect(checkRound.mock.calls).toEqual([[3], [3], [3]]);
  });

  it('starts no round once the budget is spent', async () => {
    const checkRound = vi.fn(async () => round(3));
    expect(await call({ checkRound, roundSize: 3, budgetMs: 0 })).toMatchObject({
      body: { safeBrowsing: { checked: 3 } },
    });
    expect(checkRound).toHaveBeenCalledTimes(1);
  });

  it('answers 503 when Google does not answer, 500 on anything else, and refuses other methods and callers', async () => {
    const down = async () => {
      throw new SafeBrowsingUnavailable('Safe Browsing answered 500');
    };
    expect(await call({ checkRound: down })).toMatchObject({
      status: 503,
      body: { code: 'safe_browsing_unavailable' },
    });
    const broken = async () => {
      throw new Error('connection refused');
    };
    expect(await call({ checkRound: broken })).toMatchObject({
      status: 500,
      body: { code: 'check_failed' },
    });
    expect(await call({}, { method: 'GET' })).toMatchObject({ status: 405 });
    const anon = async (): Promise<RequestIdentity> => ({ role: 'anon', claims: { role: 'anon' } });
    expect(await call({ identify: anon })).toMatchObject({ status: 403 });
    const nobody = async (): Promise<RequestIdentity> => {
      throw refusal(401, 'invalid_jwt', 'x');
    };
    expect(await call({ identify: nobody })).toMatchObject({ status: 401 });
  });
});
