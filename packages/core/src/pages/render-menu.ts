// A digital menu's part of its page (render-page.ts draws the document around it): the opening
// hours, a row of links to the sections, and each section's items with their price, tags and
// photo. A menu that takes orders is one plain form: a quantity field per item that can be
// ordered and 'Pedir pelo WhatsApp', sent to `/p/{slug}/pedido` (menu-order.ts), so ordering
// needs no script. Every owner field is escaped.
import { escapeHtml } from '../html/escape-html';
import { formatMenuPrice, MENU_ORDER_PATH } from './menu-order';
import {
  isOrderable,
  MAX_ORDER_QUANTITY,
  MENU_TAG_LABELS,
  type MenuItem,
  type MenuPageContent,
} from './menu-page-schema';
import type { PageTheme } from './link-page-schema';

/** The menu's own CSS, added to the page's. */
export function menuStyles(theme: PageTheme): string {
  return [
    '.menu{text-align:left}',
    '.menu h2{font-size:1.15rem;margin:28px 0 8px}',
    '.hours dl{display:grid;grid-template-columns:auto 1fr;gap:2px 16px;margin:0}.hours dd{margin:0}',
    '.sections{display:flex;flex-wrap:wrap;gap:8px;margin:20px 0 0}',
    `.sections a{color:${theme.text};border:1px solid ${theme.text};border-radius:999px;padding:4px 12px;text-decoration:none;font-size:.9rem}`,
    `.items{gap:0}.item{display:flex;gap:12px;padding:12px 0;border-top:1px solid ${theme.text}33}`,
    '.item img{width:72px;height:72px;border-radius:8px;object-fit:cover;flex:none}',
    '.info{flex:1;min-width:0}.info h3{font-size:1rem;margin:0;overflow-wrap:anywhere}',
    '.info p{margin:2px 0 0;font-size:.9rem;overflow-wrap:anywhere;white-space:pre-line}',
    `.tags span{display:inline-block;margin:4px 4px 0 0;padding:0 8px;border-radius:999px;border:1px solid ${theme.text}66;font-size:.75rem}`,
    '.buy{display:flex;flex-direction:column;align-items:flex-end;gap:6px;flex:none}',
    '.price{font-weight:700;white-space:nowrap}',
    `.buy input{width:64px;padding:6px;font:inherit;border:1px solid ${theme.text}99;border-radius:8px;background:transparent;color:inherit;text-align:center}`,
    `.order{position:sticky;bottom:0;padding:12px 0;background:${theme.background}}`,
    '.order p{margin:6px 0 0;font-size:.85rem;text-align:center}',
  ].join('');
}

function itemHtml(menu: MenuPageContent, item: MenuItem): string {
  const name = escapeHtml(item.name);
  const tags = item.tags.map((tag) => `<span>${MENU_TAG_LABELS[tag]}</span>`).join('');
  const quantity = isOrderable(menu, item)
    ? `<input type="number" name="${escapeHtml(item.id)}" min="0" max="${MAX_ORDER_QUANTITY}" value="0" inputmode="numeric" aria-label="Quantidade: ${name}">`
    : '';
  return [
    '<li class="item">',
    item.photoUrl
      ? `<img src="${escapeHtml(item.photoUrl)}" alt="" width="72" height="72" loading="lazy">`
      : '',
    `<div class="info"><h3>${name}</h3>`,
    item.description ? `<p>${escapeHtml(item.description)}</p>` : '',
    tags ? `<p class="tags">${tags}</p>` : '',
    '</div>',
    `<div class="buy"><span class="price">${formatMenuPrice(item.priceCents)}</span>${quantity}</div>`,
    '</li>',
  ].join('');
}

function hoursHtml(menu: MenuPageContent): string {
  if (menu.hours.length === 0) return '';
  const lines = menu.hours
    .map((line) => `<dt>${escapeHtml(line.days)}</dt><dd>${escapeHtml(line.time)}</dd>`)
    .join('');
  return `<section class="hours"><h2>Horário de funcionamento</h2><dl>${lines}</dl></section>`;
}

/** The menu below the page's header: hours, section links, sections, and the order button. */
export function menuHtml(menu: MenuPageContent, slug: string): string {
  const sections = menu.sections.map(
    (section) =>
      `<section id="s-${escapeHtml(section.id)}"><h2>${escapeHtml(section.title)}</h2>` +
      (section.items.length > 0
        ? `<ul class="items">${section.items.map((item) => itemHtml(menu, item)).join('')}</ul>`
        : '') +
      '</section>',
  );
  const links =
    menu.sections.length > 1
      ? `<nav class="sections" aria-label="Seções do cardápio">${menu.sections
          .map((s) => `<a href="#s-${escapeHtml(s.id)}">${escapeHtml(s.title)}</a>`)
          .join('')}</nav>`
      : '';
  // A menu given as a PDF may have no items of its own: its button above says where they are.
  const items = menu.sections.some((section) => section.items.length > 0)
    ? sections.join('')
    : menu.pdfUrl
      ? ''
      : '<p>O cardápio ainda não tem itens.</p>';
  const ordering = menu.sections.some((s) => s.items.some((item) => isOrderable(menu, item)));
  const body = ordering
    ? // Root-relative: the order goes to whichever address the page was opened at (form-action 'self').
      `<form method="get" action="/p/${escapeHtml(slug)}/${MENU_ORDER_PATH}">${items}` +
      '<div class="order"><button type="submit" class="b">Pedir pelo WhatsApp</button>' +
      '<p>Escolha as quantidades e envie o pedido pelo WhatsApp.</p></div></form>'
    : items;
  return `<div class="menu">${hoursHtml(menu)}${links}${body}</div>`;
}
