// A published page as the visitor's phone gets it (docs/product/pages.md, "How a page is
// served"): one HTML document with its CSS inline, no web fonts and no script of the owner's.
// The one script is ours (copying a Pix code), allowed by its hash in the page's CSP. Every
// owner field is escaped; colours, shapes and fonts come from closed lists (the schema), and
// button addresses are http(s), tel: or mailto: only. The editor's preview draws the same HTML.
import { escapeHtml } from '../html/escape-html';
import { pageUrl } from '../links/public-urls';
import type { CardPageContent } from './card-page-schema';
import type { MenuPageContent } from './menu-page-schema';
import { menuHtml, menuStyles } from './render-menu';
import {
  buttonHref,
  type LinkPageContent,
  type PageButton,
  type PageTheme,
} from './link-page-schema';
import { cardButtons, pageButtons } from './page-buttons';
import { SOCIAL_NETWORK_LABELS, socialIconSvg, socialTapId, type PageSocial } from './page-socials';

export type RenderablePage = {
  slug: string;
  title: string;
  /** 'Feito com QR Link' at the foot (a workspace on the free plan). */
  badge: boolean;
} & (
  | { kind: 'links'; content: LinkPageContent }
  | { kind: 'card'; content: CardPageContent }
  | { kind: 'menu'; content: MenuPageContent }
);

export interface RenderOptions {
  /** The app's address (PUBLIC_URL): the page's own URL in its preview tags, and the badge's link. */
  origin: string;
  /**
   * Whether taps on the buttons are counted (default): each link pings `/p/{slug}/clique/{id}`
   * and the Pix button's copy sends a beacon there. The editor's preview counts nothing.
   */
  countTaps?: boolean;
}

/** Where a tap on a page's button is counted (POST, answered 204): `/p/{slug}/clique/{id}`. */
export const PAGE_TAP_PATH = 'clique';

/** Copies a Pix code: the only script a page runs (its hash is in PAGE_CSP). */
export const COPY_PIX_SCRIPT =
  "document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('[data-copy]');if(!b)return;if(b.dataset.tap&&navigator.sendBeacon)navigator.sendBeacon(b.dataset.tap);var t=b.parentNode.querySelector('textarea');navigator.clipboard.writeText(t.value).then(function(){b.textContent='Código copiado!'},function(){t.select()})});";

/** SHA-256 of COPY_PIX_SCRIPT, base64 (render-page.test.ts recomputes it). */
export const COPY_PIX_SCRIPT_HASH = 'sha256-8BrN6Don58fwO8BhoSBCrqB4r+HwmnZkOwyR9D9uvv4=';

/**
 * What a page may load: its own inline CSS, images from anywhere, our one script; the taps it
 * counts go to our own address, and a menu's order form too, which sends it on to WhatsApp
 * (wa.me, then api.whatsapp.com).
 */
export const PAGE_CSP = [
  "default-src 'none'",
  'img-src http: https: data:',
  "connect-src 'self'",
  "style-src 'unsafe-inline'",
  `script-src '${COPY_PIX_SCRIPT_HASH}'`,
  "base-uri 'none'",
  "form-action 'self' https://wa.me https://api.whatsapp.com",
  "frame-ancestors 'none'",
].join('; ');

const FONT_STACKS: Record<PageTheme['font'], string> = {
  sans: "system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif",
  serif: "Georgia,'Times New Roman',serif",
  rounded: "ui-rounded,'SF Pro Rounded','Nunito',system-ui,sans-serif",
  mono: 'ui-monospace,Menlo,Consolas,monospace',
};

const RADII: Record<PageTheme['shape'], string> = { rounded: '12px', pill: '999px', square: '0' };

function styles(theme: PageTheme): string {
  return [
    '*{box-sizing:border-box}',
    `body{margin:0;min-height:100vh;background:${theme.background};color:${theme.text};font-family:${FONT_STACKS[theme.font]};line-height:1.5}`,
    'main{max-width:480px;margin:0 auto;padding:40px 20px 32px;text-align:center}',
    '.photo{width:96px;height:96px;border-radius:50%;object-fit:cover}',
    'h1{font-size:1.5rem;margin:12px 0 4px;overflow-wrap:anywhere}',
    '.bio{margin:0 0 24px;white-space:pre-line;overflow-wrap:anywhere}',
    'ul{list-style:none;margin:0;padding:0;display:grid;gap:12px}',
    `.b{display:block;width:100%;padding:14px 16px;border:0;border-radius:${RADII[theme.shape]};background:${theme.button};color:${theme.buttonText};font:inherit;font-weight:600;text-decoration:none;cursor:pointer;overflow-wrap:anywhere}`,
    `.b:focus-visible{outline:3px solid ${theme.text};outline-offset:2px}`,
    'summary.b{list-style:none}summary.b::-webkit-details-marker{display:none}',
    'details textarea{width:100%;margin-top:8px;font:0.8rem ui-monospace,monospace;padding:8px;border-radius:8px}',
    `details button{margin-top:6px;padding:8px 14px;border:1px solid ${theme.text};border-radius:8px;background:transparent;color:${theme.text};font:inherit;cursor:pointer}`,
    // 28 px icons in a 44 px target: a finger's tap, WCAG's target size.
    'nav.s{display:flex;flex-wrap:wrap;justify-content:center;gap:8px;margin-top:24px}',
    'nav.s a{display:inline-flex;padding:8px;color:inherit;border-radius:8px}',
    `nav.s a:focus-visible{outline:3px solid ${theme.text};outline-offset:2px}`,
    'footer{margin-top:32px;font-size:.85rem}footer a{color:inherit}',
  ].join('');
}

/** A link's `ping` to where its taps are counted (none: not counted). */
function pingAttribute(tap: string | null): string {
  return tap ? ` ping="${tap}"` : '';
}

/** A button as a list item; `tap`: where a tap on it is counted (none: not counted). */
function buttonItem(button: PageButton, tap: string | null): string {
  const label = escapeHtml(button.label);
  const href = buttonHref(button);
  if (href === null) {
    return (
      `<li><details><summary class="b">${label}</summary>` +
      `<textarea readonly rows="3" aria-label="Pix Copia e Cola">${escapeHtml(button.target)}</textarea>` +
      `<button type="button" data-copy${tap ? ` data-tap="${tap}"` : ''}>Copiar</button></details></li>`
    );
  }
  return `<li><a class="b" href="${escapeHtml(href)}"${pingAttribute(tap)} rel="noopener nofollow">${label}</a></li>`;
}

/** The row of social icons, each a named link that counts its taps like a button. */
function socialsNav(socials: PageSocial[], tapOf: (id: string) => string | null): string {
  if (socials.length === 0) return '';
  const links = socials.map((social) => {
    const ping = pingAttribute(tapOf(socialTapId(social.network)));
    return (
      `<a href="${escapeHtml(social.target)}"${ping} rel="noopener nofollow" ` +
      `aria-label="${SOCIAL_NETWORK_LABELS[social.network]}">${socialIconSvg(social.network)}</a>`
    );
  });
  return `<nav class="s" aria-label="Redes sociais">${links.join('')}</nav>`;
}

/** What a page shows, whatever its kind: a header, a column of buttons, and a menu's items. */
interface PageView {
  name: string;
  bio: string;
  photoUrl?: string | null | undefined;
  theme: PageTheme;
  buttons: PageButton[];
  socials?: PageSocial[];
  menu?: MenuPageContent;
}

function viewOf(page: RenderablePage, origin: string): PageView {
  switch (page.kind) {
    case 'card':
      return cardView(page.content, pageUrl(origin, page.slug));
    case 'menu':
      return { ...page.content, buttons: pageButtons(page, ''), menu: page.content };
    default:
      return page.content;
  }
}

/** A business card as a column of buttons, 'Salvar contato' first. */
function cardView(card: CardPageContent, url: string): PageView {
  const headline = [card.role, card.company].filter(Boolean).join(' · ');
  return {
    name: card.name,
    bio: [headline, card.address].filter(Boolean).join('\n'),
    photoUrl: card.photoUrl,
    theme: card.theme,
    buttons: cardButtons(card, url),
  };
}

/** The whole HTML document of a published page. */
export function renderPageHtml(page: RenderablePage, options: RenderOptions): string {
  const origin = options.origin.replace(/\/+$/, '');
  const content = viewOf(page, origin);
  const title = escapeHtml(page.title);
  const description = escapeHtml(content.bio || content.name);
  const photo = content.photoUrl ? escapeHtml(content.photoUrl) : null;
  const hasPix = content.buttons.some((button) => button.kind === 'pix');
  const tapOf = (id: string) =>
    options.countTaps === false
      ? null
      : `/p/${escapeHtml(page.slug)}/${PAGE_TAP_PATH}/${escapeHtml(id)}`;
  return [
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${title}</title><meta name="description" content="${description}">`,
    `<meta property="og:type" content="website"><meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeHtml(pageUrl(origin, page.slug))}">`,
    photo ? `<meta property="og:image" content="${photo}">` : '',
    `<meta name="twitter:card" content="summary"><meta name="theme-color" content="${content.theme.background}">`,
    `<style>${styles(content.theme)}${content.menu ? menuStyles(content.theme) : ''}</style></head><body><main>`,
    photo ? `<img class="photo" src="${photo}" alt="" width="96" height="96">` : '',
    `<h1>${escapeHtml(content.name)}</h1>`,
    content.bio ? `<p class="bio">${escapeHtml(content.bio)}</p>` : '',
    content.buttons.length > 0
      ? `<ul>${content.buttons.map((button) => buttonItem(button, tapOf(button.id))).join('')}</ul>`
      : '',
    socialsNav(content.socials ?? [], tapOf),
    content.menu ? menuHtml(content.menu, page.slug) : '',
    page.badge
      ? `<footer><a href="${escapeHtml(origin)}/" rel="noopener">Feito com QR Link</a></footer>`
      : '',
    '</main>',
    hasPix ? `<script>${COPY_PIX_SCRIPT}</script>` : '',
    '</body></html>',
  ].join('');
}
