/**
 * The answer to GET /p/{slug}, on our server and from the hosted `page` function alike: the
 * page's HTML with its own CSP (its inline CSS, our one script by hash), or a small pt-BR page
 * saying there is no such page (404). Never stored by a shared cache without asking again
 * (`no-cache`), since an unpublished page must go dark at once; the ETag saves the body when
 * nothing changed.
 */
import { createHash } from 'node:crypto';
import { pageUrl } from '@qrlink/core/links/public-urls';
import { cardVCard } from '@qrlink/core/pages/card-vcard';
import { orderHref, orderLines } from '@qrlink/core/pages/menu-order';
import { PAGE_CSP, renderPageHtml, type RenderablePage } from '@qrlink/core/pages/render-page';

export interface PageAnswer {
  status: 200 | 302 | 304 | 400 | 404 | 503;
  headers: Record<string, string>;
  body: string;
}

/** A small pt-BR page for an address that shows no page (or a link back to one). */
function statusHtml(title: string, text: string, back?: { href: string; label: string }): string {
  return [
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${title}</title>`,
    '<style>body{margin:0;font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;text-align:center;padding:20px;color:#212529}</style>',
    `</head><body><main><h1>${title}</h1><p>${text}</p>`,
    back ? `<p><a href="${back.href}">${back.label}</a></p>` : '',
    '</main></body></html>',
  ].join('');
}

const NOT_FOUND_HTML = statusHtml(
  'Página não encontrada',
  'Este endereço não leva a nenhuma página publicada.',
);
const UNAVAILABLE_HTML = statusHtml(
  'Página indisponível',
  'Não foi possível abrir esta página agora. Tente novamente em instantes.',
);

/**
 * Each page's HTML and ETag, made once per page object: our server's cache hands the same
 * object to every visitor until the page changes, so a visit neither draws nor hashes it again.
 * (The origin is the deployment's own, the same for every call.)
 */
const rendered = new WeakMap<RenderablePage, { body: string; etag: string }>();

function renderedPage(page: RenderablePage, origin: string): { body: string; etag: string } {
  let done = rendered.get(page);
  if (!done) {
    const body = renderPageHtml(page, { origin });
    done = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    rendered.set(page, done);
  }
  return done;
}

/** The database could not be read: a 503 the visitor understands (and may retry). */
export function pageUnavailableAnswer(): PageAnswer {
  return {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': PAGE_CSP,
      'cache-control': 'no-store',
      'retry-after': '5',
    },
    body: UNAVAILABLE_HTML,
  };
}

/**
 * A business card's 'Salvar contato': its vCard, which phones open in their contacts app. Any
 * other page has none (the not-found page).
 */
export function contactAnswer(page: RenderablePage | null, origin: string): PageAnswer {
  if (page?.kind !== 'card') return pageAnswer(null, origin);
  return {
    status: 200,
    headers: {
      'content-type': 'text/vcard; charset=utf-8',
      'content-disposition': `attachment; filename="${page.slug}.vcf"`,
      'cache-control': 'no-cache',
    },
    body: cardVCard(page.content, pageUrl(origin, page.slug)),
  };
}

/**
 * A menu's 'Pedir pelo WhatsApp' (`/p/{slug}/pedido?{item}={quantity}...`): a redirect to the
 * menu's WhatsApp with the order written out, or, with nothing chosen, a page that says so and
 * leads back. A page that is not a menu taking orders has no such address (the not-found page).
 */
export function orderAnswer(
  page: RenderablePage | null,
  origin: string,
  query: URLSearchParams,
): PageAnswer {
  if (page?.kind !== 'menu' || !page.content.whatsapp) return pageAnswer(null, origin);
  const lines = orderLines(page.content, query);
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': PAGE_CSP,
    'cache-control': 'no-store',
  };
  const chat = lines.length > 0 ? orderHref(page.content, lines) : null;
  if (!chat) {
    return {
      status: 400,
      headers,
      body: statusHtml(
        'Nenhum item escolhido',
        'Escolha a quantidade de ao menos um item e toque em Pedir pelo WhatsApp.',
        // The slug is a page's (lowercase letters, digits, hyphens): nothing to escape.
        { href: `/p/${page.slug}`, label: 'Voltar ao cardápio' },
      ),
    };
  }
  return { status: 302, headers: { ...headers, location: chat }, body: '' };
}

export function pageAnswer(
  page: RenderablePage | null,
  origin: string,
  ifNoneMatch?: string | null,
): PageAnswer {
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': PAGE_CSP,
    'cache-control': 'no-cache',
  };
  if (!page) {
    return {
      status: 404,
      headers: { ...headers, 'x-robots-tag': 'noindex' },
      body: NOT_FOUND_HTML,
    };
  }
  const { body, etag } = renderedPage(page, origin);
  headers.etag = etag;
  if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(etag)) {
    return { status: 304, headers, body: '' };
  }
  return { status: 200, headers, body };
}
