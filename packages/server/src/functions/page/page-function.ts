/**
 * `page`: a published page's HTML (docs/product/pages.md, "How a page is served") on a hosted
 * deployment, where no server of ours answers /p/{slug}: the static host sends `/p/*` to
 * `.../functions/v1/page/{slug}` (apps/web/hosting); a business card's 'Salvar contato' is
 * `.../page/{slug}/contato.vcf`, a menu's order `.../page/{slug}/pedido?...`. The same answer
 * as our server's /p/ route (pages/page-answer.ts); the page is read on each call (a hosted
 * function keeps nothing between requests). Visitors carry no key, so the gateway lets every call through
 * (`verify_jwt = false`); only GET and HEAD are answered.
 */
import { MENU_ORDER_PATH } from '@qrlink/core/pages/menu-order';
import { CARD_VCARD_FILE, type RenderablePage } from '@qrlink/core/pages/render-page';
import {
  contactAnswer,
  orderAnswer,
  pageAnswer,
  pageUnavailableAnswer,
  type PageAnswer,
} from '../../pages/page-answer';
import { jsonAnswer, type WebFunction } from '../web-function';

export interface PageFunctionDeps {
  /** The published page at a slug, or null (loadPublishedPage, or our server's cache). */
  load: (slug: string) => Promise<RenderablePage | null>;
  /** The app's address (PUBLIC_URL): the pages' own address in their preview tags. */
  appUrl: string;
  log: (message: string, error: unknown) => void;
}

/**
 * The slug, and what below it (a card's contact file, a menu's order), below wherever the
 * runtime mounts the function (`.../page/{slug}`), or at the page's own address (`/p/{slug}`,
 * our server's route).
 */
const PAGE_PATH = new RegExp(
  `/(?:p|page)/([^/]*)(?:/(${CARD_VCARD_FILE.replace('.', '\\.')}|${MENU_ORDER_PATH}))?$`,
);

interface PageAddress {
  slug: string;
  /** The page itself, its contact file, or its order. */
  part: 'page' | 'contact' | 'order';
}

function addressOf(pathname: string): PageAddress | null {
  const match = PAGE_PATH.exec(pathname);
  if (!match?.[1]) return null;
  try {
    const slug = decodeURIComponent(match[1]).toLowerCase();
    const part = !match[2] ? 'page' : match[2] === MENU_ORDER_PATH ? 'order' : 'contact';
    return { slug, part };
  } catch {
    return null;
  }
}

function toResponse(answer: PageAnswer, method: string): Response {
  const body = method === 'HEAD' || answer.status === 304 ? null : answer.body;
  return new Response(body, { status: answer.status, headers: answer.headers });
}

export function pageFunction(deps: PageFunctionDeps): WebFunction {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return jsonAnswer(405, { code: 'method_not_allowed', message: 'Use GET.' });
    }
    const url = new URL(request.url);
    const address = addressOf(url.pathname);
    let page: RenderablePage | null;
    try {
      page = address ? await deps.load(address.slug) : null;
    } catch (error) {
      deps.log('page_failed', error);
      return toResponse(pageUnavailableAnswer(), request.method);
    }
    const answer =
      address?.part === 'contact'
        ? contactAnswer(page, deps.appUrl)
        : address?.part === 'order'
          ? orderAnswer(page, deps.appUrl, url.searchParams)
          : pageAnswer(page, deps.appUrl, request.headers.get('if-none-match'));
    return toResponse(answer, request.method);
  };
}
