// Cloudflare Pages (docs/deploy-supabase.md, "3. The SPA"): a printed code's /qr/{id} and a
// short link's /s/{code} are answered by the `redirect` Edge Function's 302, and a page's
// /p/{slug} by the `page` function's HTML, fetched here because
// Pages' _redirects cannot proxy to another site. Addresses carrying `motivo` (a scan the
// function refused, sent back to the SPA's page that says why) and every other path are the
// SPA's, which Pages serves with index.html for unknown paths. SUPABASE_URL is the project's
// address, set in the Pages project's variables.
const SCAN = /^\/(qr|s)\/[^/]+$/;
/** A page (/p/{slug}), a business card's contact, a menu's order: the `page` function's answer. */
const PAGE = /^\/p\/([^/]+(?:\/contato\.vcf|\/pedido)?)$/;
/** A tap on a page's button (its link's ping, POST), which the `page` function counts. */
const TAP = /^\/p\/([^/]+\/clique\/[A-Za-z0-9_-]{1,40})$/;

/** What Pages hands a Function (the part of its EventContext used here). */
export interface PagesContext {
  request: Request;
  env: { SUPABASE_URL?: string };
  next(): Promise<Response>;
}

export async function onRequest({ request, env, next }: PagesContext): Promise<Response> {
  const url = new URL(request.url);
  const reading = request.method === 'GET' || request.method === 'HEAD';
  const isScan = reading && SCAN.test(url.pathname) && !url.searchParams.has('motivo');
  // A tap's address answers every method there (a GET with the function's not-found page).
  const page = TAP.exec(url.pathname) ?? (reading ? PAGE.exec(url.pathname) : null);
  if ((!isScan && !page) || !env.SUPABASE_URL) return next();
  const headers = new Headers(request.headers);
  headers.delete('host');
  // The function records the visitor's address, not Cloudflare's.
  const visitor = request.headers.get('cf-connecting-ip');
  if (visitor) headers.set('x-forwarded-for', visitor);
  const functions = `${env.SUPABASE_URL.replace(/\/+$/, '')}/functions/v1`;
  // A menu's order carries its quantities in the query.
  const target = page
    ? `${functions}/page/${page[1]}${url.search}`
    : `${functions}/redirect${url.pathname}`;
  return fetch(target, {
    method: request.method,
    headers,
    redirect: 'manual',
    // A tap's ping carries a few bytes ('PING'); the function does not read them.
    ...(request.method === 'POST' ? { body: await request.arrayBuffer() } : {}),
  });
}
