import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { RedirectService, VisitDetails } from '../../redirects/redirect-service';
import { DomainDirectory } from '../../redirects/domain-directory';
import { fastRedirect } from './fast-redirect';

const QR = '3f1c2b9e-3d4a-4b5c-8d6e-7f8091a2b3c4';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** A redirect service holding one cached code, remembering the visits it journalled. */
function service(visits: VisitDetails[]): RedirectService {
  return {
    resolveCached(kind, key, details, answer) {
      if (kind !== 'qr' || key !== QR) return false;
      visits.push(details());
      setImmediate(() => answer('https://exemplo.com.br/cardapio'));
      return true;
    },
    resolve: () => Promise.reject(new Error('not used')),
    domains: new DomainDirectory(() => Promise.resolve(null)),
    flush: () => Promise.resolve(),
    stats: () => {
      throw new Error('not used');
    },
    stop: () => Promise.resolve(),
  };
}

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

async function serve(trustProxy: boolean, visits: VisitDetails[]) {
  const fast = fastRedirect(service(visits), trustProxy);
  server = createServer((request, response) => {
    if (!fast(request, response)) {
      response.writeHead(299);
      response.end('full path');
    }
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the redirect hot path', () => {
  it('answers a cached code with the route’s 302 and headers, recording who visited', async () => {
    const visits: VisitDetails[] = [];
    const url = await serve(false, visits);
    const response = await fetch(`${url}/qr/${QR}?utm=x`, {
      redirect: 'manual',
      headers: { 'user-agent': IPHONE, referer: 'https://instagram.com/' },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://exemplo.com.br/cardapio');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(visits[0]).toMatchObject({
      referrer: 'https://instagram.com/',
      ip: '127.0.0.1',
      device: 'mobile',
      os: 'iOS',
      is_bot: false,
    });
    await fetch(`${url}/qr/${QR}`, { method: 'HEAD', redirect: 'manual' });
    expect(visits[1]!.is_bot).toBe(true);
  });

  it('hands everything else to Fastify', async () => {
    const visits: VisitDetails[] = [];
    const url = await serve(false, visits);
    for (const path of [
      `/qr/${QR.replace('3f', '00')}`, // not in memory
      '/qr/not-a-uuid',
      '/s/%41bc',
      `/qr/${QR}/extra`,
      '/rest/v1/qr_codes',
      `/qr/${QR}?${'x'.repeat(300)}`,
    ]) {
      expect((await fetch(`${url}${path}`, { redirect: 'manual' })).status, path).toBe(299);
    }
    expect((await fetch(`${url}/qr/${QR}`, { method: 'POST', redirect: 'manual' })).status).toBe(
      299,
    );
    expect(visits).toEqual([]);
  });

  it('believes X-Forwarded-For only behind a trusted proxy', async () => {
    const visits: VisitDetails[] = [];
    const headers = { 'x-forwarded-for': '200.1.2.3, 10.0.0.1', 'cf-ipcountry': 'BR' };
    let url = await serve(false, visits);
    await fetch(`${url}/qr/${QR}`, { redirect: 'manual', headers });
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    url = await serve(true, visits);
    await fetch(`${url}/qr/${QR}`, { redirect: 'manual', headers });
    expect(visits.map((visit) => [visit.ip, visit.country])).toEqual([
      ['127.0.0.1', null],
      ['200.1.2.3', 'BR'],
    ]);
  });
});
