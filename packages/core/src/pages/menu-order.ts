// 'Pedir pelo WhatsApp' on a digital menu (docs/product/pages.md, "How a page is served"): the
// page is a plain form of quantities, one per item that can be ordered, sent to
// `/p/{slug}/pedido`; the server reads the quantities with orderLines and answers with a
// redirect to the menu's WhatsApp, the order written out (orderHref). No script on the page.
import { BRL_SPACE, formatBRL } from '../pricing/format-brl';
import { whatsappChatUrl } from '../whatsapp/build-whatsapp-link';
import {
  isOrderable,
  MAX_ORDER_QUANTITY,
  type MenuItem,
  type MenuPageContent,
} from './menu-page-schema';

/** Where a menu's form sends the order: `{origin}/p/{slug}/pedido`. */
export const MENU_ORDER_PATH = 'pedido';

export interface OrderLine {
  item: MenuItem;
  quantity: number;
}

/**
 * The items chosen, in the menu's order: each orderable item whose field holds a whole number
 * from 1 (more than MAX_ORDER_QUANTITY is that many); anything else in the query is ignored.
 */
export function orderLines(menu: MenuPageContent, query: URLSearchParams): OrderLine[] {
  const lines: OrderLine[] = [];
  for (const section of menu.sections) {
    for (const item of section.items) {
      const text = query.get(item.id)?.trim() ?? '';
      if (!isOrderable(menu, item) || !/^\d{1,6}$/.test(text)) continue;
      const quantity = Math.min(Number(text), MAX_ORDER_QUANTITY);
      if (quantity > 0) lines.push({ item, quantity });
    }
  }
  return lines;
}

/** Reais as the chat shows them, with a plain space ('R$ 19,50'). */
function reais(cents: number): string {
  return formatMenuPrice(cents).replace(BRL_SPACE, ' ');
}

/** The order as the chat opens with it: one line per item, then the total. */
export function orderText(menu: MenuPageContent, lines: OrderLine[]): string {
  const total = lines.reduce((sum, line) => sum + line.item.priceCents * line.quantity, 0);
  return [
    `Olá! Gostaria de fazer um pedido (${menu.name}):`,
    '',
    ...lines.map(
      ({ item, quantity }) => `${quantity}x ${item.name} - ${reais(item.priceCents * quantity)}`,
    ),
    '',
    `Total: ${reais(total)}`,
  ].join('\n');
}

/** The chat with the menu's WhatsApp, the order written; null when the menu takes no orders. */
export function orderHref(menu: MenuPageContent, lines: OrderLine[]): string | null {
  if (!menu.whatsapp) return null;
  return whatsappChatUrl(menu.whatsapp, orderText(menu, lines));
}

/** 'R$ 24,90' for a price in centavos (the page's prices). */
export function formatMenuPrice(cents: number): string {
  return formatBRL(cents / 100);
}
