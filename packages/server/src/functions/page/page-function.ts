/**
 * `page`: a published page's HTML (docs/product/pages.md, "How a page is served") on a hosted
 * deployment, where no server of ours answers /p/{slug}: the static host sends `/p/*` to
 * `.../functions/v1/page/{slug}` (apps/web/hosting); a business card's 'Salvar contato' is
 * `.../page/{slug}/contato.vcf`, a menu's order `.../page/{slug}/pedido?...`, and a tap on a
 * button (its link's ping, POST) `.../page/{slug}/clique/{id}`. The same answer as our server's
 * /p/ route (pages/page-answer.ts); the page is read on each call (a hosted function keeps
 * nothing between requests). Each visit, tap and order is counted (pages/page-visits.ts).
 * Visitors carry no key, so the gateway lets every call through (`verify_jwt = false`).
 */
import { MENU_ORDER_PATH } from '@qrlink/core/pages/menu-order';
import {
  CARD_VCARD_FILE,
  MENU_ORDER_BUTTON,
  pageButtonLabels,
} from '@qrlink/core/pages/page-buttons';
import { PAGE_ITEM_ID } from '@qrlink/core/pages/link-page-schema';
import { PAGE_TAP_PATH } from '@qrlink/core/pages/render-page';
import { visitOfWebRequest } from '../../http/redirects/visit-of';
import type { PublishedPage } from '../../pages/load-published-page';
import {
  contactAnswer,
  orderAnswer,
  pageAnswer,
  pageUnavailableAnswer,
  type PageAnswer,
} from '../../pages/page-answer';
import type { PageVisits } from '../../pages/page-visits';
import { jsonAnswer, type FunctionContext, type WebFunction } from '../web-function';

export interface PageFunctionDeps {
  /** The published page at a slug, or null (loadPublishedPage, or our server's cache). */
  load: (slug: string) => Promise<PublishedPage | null>;
  /** The app's address (PUBLIC_URL): the pages' own address in their preview tags. */
  appUrl: string;
  /** Where visits, taps and orders are counted. */
  visits: PageVisits;
  /** Whether a proxy's headers (X-Forwarded-For, CF-IPCountry) are the visitor's. */
  trustProxy: boolean;
  log: (message: string, error: unknown) => void;
}

/**
 * The slug, and what below it (a card's contact file, a menu's order, a tap on a button), below
 * wherever the runtime mounts the function (`.../page/{slug}`), or at the page's own address
 * (`/p/{slug}`, our server's route).
 */
const PAGE_PATH = new RegExp(
  `/(?:p|page)/([^/]*)(?:/(${CARD_VCARD_FILE.replace('.', '\\.')}|${MENU_ORDER_PATH}|${PAGE_TAP_PATH}/(${PAGE_ITEM_ID.source.slice(1, -1)})))?$`,
);

interface PageAddress {
  slug: string;
  /** The page itself, its contact file, its order, or a tap on its button `button`. */
  part: 'page' | 'contact' | 'order' | 'tap';
  button?: string;
}

function addressOf(pathname: string): PageAddress | null {
  const match = PAGE_PATH.exec(pathname);
  if (!match?.[1]) return null;
  try {
    const slug = decodeURIComponent(match[1]).toLowerCase();
    if (match[3]) return { slug, part: 'tap', button: match[3] };
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

/**
 * Counts a visit, a tap or an order of `page`. A count never stands in the visitor's way: one
 * that cannot be written is logged and the page answered all the same.
 */
async function count(
  deps: PageFunctionDeps,
  page: PublishedPage,
  button: string | null,
  request: Request,
  context: FunctionContext,
): Promise<void> {
  try {
    await deps.visits.record(
      page.id,
      button,
      visitOfWebRequest(request, context.ip, deps.trustProxy),
    );
  } catch (error) {
    deps.log('page_visit_not_counted', error);
  }
}

/** A tap on a button (a link's ping or the Pix button's beacon): 204, or 404 for none such. */
async function tapAnswer(
  deps: PageFunctionDeps,
  page: PublishedPage | null,
  button: string,
  request: Request,
  context: FunctionContext,
): Promise<Response> {
  // The menu's order is counted when it goes out, not by a tap.
  if (!page || button === MENU_ORDER_BUTTON || !pageButtonLabels(page).has(button)) {
    return new Response(null, { status: 404, headers: { 'cache-control': 'no-store' } });
  }
  await count(deps, page, button, request, context);
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}

export function pageFunction(deps: PageFunctionDeps): WebFunction {
  return async (request, context) => {
    const url = new URL(request.url);
    const address = addressOf(url.pathname);
    const reading = request.method === 'GET' || request.method === 'HEAD';
    const tapping = request.method === 'POST' && address?.part === 'tap';
    if (!reading && !tapping) {
      return jsonAnswer(405, { code: 'method_not_allowed', message: 'Use GET.' });
    }
    let page: PublishedPage | null;
    try {
      page = address ? await deps.load(address.slug) : null;
    } catch (error) {
      deps.log('page_failed', error);
      return toResponse(pageUnavailableAnswer(), request.method);
    }
    if (address?.part === 'tap') {
      if (tapping) return tapAnswer(deps, page, address.button ?? '', request, context);
      return toResponse(pageAnswer(null, deps.appUrl), request.method);
    }
    const answer =
      address?.part === 'contact'
        ? contactAnswer(page, deps.appUrl)
        : address?.part === 'order'
          ? orderAnswer(page, deps.appUrl, url.searchParams)
          : pageAnswer(page, deps.appUrl, request.headers.get('if-none-match'));
    // A visit is a GET of the page (a repeat visit's 304 too); an order, one that goes out.
    if (page && request.method === 'GET') {
      const visited = address?.part === 'page' && (answer.status === 200 || answer.status === 304);
      const ordered = address?.part === 'order' && answer.status === 302;
      if (visited || ordered) {
        await count(deps, page, ordered ? MENU_ORDER_BUTTON : null, request, context);
      }
    }
    return toResponse(answer, request.method);
  };
}
