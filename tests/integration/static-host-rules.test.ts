/**
 * The static hosts' rules of a hosted deployment (apps/web/hosting): Netlify's generated
 * `_redirects`, Vercel's vercel.json and the Cloudflare Pages middleware send the same addresses
 * to the same place: a scan or click to the `redirect` function's 302, a page and what below it
 * to the `page` function, its refused scan (`?motivo=`) and every other path to the SPA; Netlify's
 * also send the prerendered public pages to their HTML (the others serve the app's shell there).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onRequest } from '@qrlink/web/hosting/cloudflare-pages/functions/_middleware';
import { netlifyRedirects } from '@qrlink/web/hosting/static-host-rules';
import { parseRedirects, routeOf } from '../support/netlify-host';

const PROJECT = 'https://abcd.supabase.co';
const FUNCTION = `${PROJECT}/functions/v1/redirect`;
const QR = '3f0c2a9e-7b1d-4c5e-9a8f-0d1e2f3a4b5c';
const SPA = 'the SPA';

const CASES: Array<[string, string]> = [
  [`/qr/${QR}`, `${FUNCTION}/qr/${QR}`],
  ['/s/Promo-1', `${FUNCTION}/s/Promo-1`],
  [`/qr/${QR}?motivo=password_required`, SPA],
  ['/s/Promo-1?motivo=not_found', SPA],
  ['/p/cafe-da-praca', `${PROJECT}/functions/v1/page/cafe-da-praca`],
  ['/p/ana/contato.vcf', `${PROJECT}/functions/v1/page/ana/contato.vcf`],
  // Netlify and Vercel pass a rewrite's query on by themselves; the middleware adds it.
  ['/p/cafe/pedido?pao=2', `${PROJECT}/functions/v1/page/cafe/pedido`],
  // A tap on a button (a POST, its link's ping): Netlify and Vercel rewrite every method.
  ['/p/bio/clique/zap-1', `${PROJECT}/functions/v1/page/bio/clique/zap-1`],
  ['/dashboard/qr-codes', SPA],
  ['/faq', SPA],
];

/** Vercel's rewrites as its router applies them to these sources (`:name` and `(.*)`). */
function vercelRoute(url: URL): string | undefined {
  const config = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../apps/web/hosting/vercel.json'), 'utf8'),
  ) as {
    rewrites: Array<{ source: string; destination: string; missing?: Array<{ key: string }> }>;
  };
  for (const rewrite of config.rewrites) {
    const pattern = new RegExp(`^${rewrite.source.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`);
    const match = pattern.exec(url.pathname);
    if (!match) continue;
    if (rewrite.missing?.some(({ key }) => url.searchParams.has(key))) continue;
    let destination = rewrite.destination.replace('https://SEU-PROJETO.supabase.co', PROJECT);
    for (const [name, value] of Object.entries(match.groups ?? {})) {
      destination = destination.replace(`:${name}`, value);
    }
    return destination;
  }
  return undefined;
}

describe('the static hosts of a hosted deployment', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(CASES)('Netlify sends %s to %s', (path, expected) => {
    const to = routeOf(parseRedirects(netlifyRedirects(`${PROJECT}/`)), new URL(path, 'https://x'));
    expect(to).toBe(expected === SPA ? '/index.html' : expected);
  });

  it.each([
    ['/', '/prerendered/index.html'],
    ['/pricing', '/prerendered/pricing.html'],
    ['/tools/qr-code-generator', '/prerendered/tools/qr-code-generator.html'],
  ])("Netlify sends %s to its prerendered page, %s, past the app's shell", (path, expected) => {
    const rules = parseRedirects(netlifyRedirects(PROJECT));
    expect(routeOf(rules, new URL(path, 'https://x'))).toBe(expected);
  });

  it('Netlify answers / with its prerendered page even though index.html is a file there', () => {
    expect(netlifyRedirects(PROJECT)).toContain('\n/  /prerendered/index.html  200!\n');
  });

  it('Netlify leaves every page to the app when the build prerendered none', () => {
    const rules = parseRedirects(netlifyRedirects(PROJECT, false));
    for (const path of ['/', '/pricing', '/tools/qr-code-generator']) {
      expect(routeOf(rules, new URL(path, 'https://x')), path).toBe('/index.html');
    }
  });

  it.each(CASES)('Vercel sends %s to %s', (path, expected) => {
    expect(vercelRoute(new URL(path, 'https://x'))).toBe(
      expected === SPA ? '/index.html' : expected,
    );
  });

  it.each(CASES)('Cloudflare Pages sends %s to %s', async (path, expected) => {
    const fetched = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) => new Response(String(input), { status: 302 }));
    const request = new Request(new URL(path, 'https://x'), {
      headers: { 'cf-connecting-ip': '203.0.113.9', host: 'x' },
    });
    const answer = await onRequest({
      request,
      env: { SUPABASE_URL: `${PROJECT}/` },
      next: async () => new Response(SPA),
    });
    const query = path.startsWith('/p/') ? new URL(path, 'https://x').search : '';
    expect(await answer.text()).toBe(expected === SPA ? SPA : `${expected}${query}`);
    if (expected !== SPA) {
      const sent = new Headers(fetched.mock.calls[0]![1]!.headers);
      expect(sent.get('x-forwarded-for')).toBe('203.0.113.9');
      expect(fetched.mock.calls[0]![1]).toMatchObject({ redirect: 'manual' });
    }
  });

  it("Cloudflare Pages passes a tap's POST on to the page function, and only a tap's", async () => {
    const fetched = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response(null, { status: 204 }));
    const post = (path: string) =>
      onRequest({
        request: new Request(new URL(path, 'https://x'), { method: 'POST', body: 'PING' }),
        env: { SUPABASE_URL: PROJECT },
        next: async () => new Response(SPA),
      });
    expect((await post('/p/bio/clique/zap-1')).status).toBe(204);
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(String(fetched.mock.calls[0]![0])).toBe(`${PROJECT}/functions/v1/page/bio/clique/zap-1`);
    expect(fetched.mock.calls[0]![1]).toMatchObject({ method: 'POST' });
    for (const path of ['/p/bio', '/p/bio/pedido', '/qr/x']) {
      expect(await (await post(path)).text(), path).toBe(SPA);
    }
    expect(fetched).toHaveBeenCalledTimes(1);
  });
});
