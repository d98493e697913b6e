// The buttons a page shows, whatever its kind (docs/product/pages.md): a link page's own, a
// business card's made from its fields ('Salvar contato' first), a menu's PDF if it has one. The renderer
// draws them, the servers count taps on them (and on a link page's social icons) by id, and the
// page's analysis names them.
import type { CardPageContent } from './card-page-schema';
import type { PageButton } from './link-page-schema';
import { MENU_ORDER_PATH } from './menu-order';
import type { PageContent } from './page-content';
import { SOCIAL_NETWORK_LABELS, socialTapId } from './page-socials';

/** The vCard a business card's 'Salvar contato' opens: `{origin}/p/{slug}/contato.vcf`. */
export const CARD_VCARD_FILE = 'contato.vcf';

/** A business card as a column of buttons, 'Salvar contato' first. `url`: the page's address. */
export function cardButtons(card: CardPageContent, url: string): PageButton[] {
  const buttons: PageButton[] = [
    { id: 'contato', kind: 'link', label: 'Salvar contato', target: `${url}/${CARD_VCARD_FILE}` },
  ];
  if (card.whatsapp) {
    buttons.push({ id: 'whatsapp', kind: 'whatsapp', label: 'WhatsApp', target: card.whatsapp });
  }
  if (card.phone)
    buttons.push({ id: 'telefone', kind: 'phone', label: 'Ligar', target: card.phone });
  if (card.email) buttons.push({ id: 'email', kind: 'email', label: 'E-mail', target: card.email });
  if (card.website) buttons.push({ id: 'site', kind: 'link', label: 'Site', target: card.website });
  if (card.address) {
    const query = encodeURIComponent(card.address);
    buttons.push({
      id: 'mapa',
      kind: 'map',
      label: 'Como chegar',
      target: `https://www.google.com/maps/search/?api=1&query=${query}`,
    });
  }
  if (card.pixKey)
    buttons.push({ id: 'pix', kind: 'pix', label: 'Chave Pix', target: card.pixKey });
  return buttons;
}

/** A menu's PDF, opened by a button of its own above the sections. */
export const MENU_PDF_BUTTON = 'cardapio-pdf';

/** The buttons `page` shows. `url`: its address (a card's 'Salvar contato' points below it). */
export function pageButtons(page: PageContent, url: string): PageButton[] {
  switch (page.kind) {
    case 'card':
      return cardButtons(page.content, url);
    case 'menu':
      return page.content.pdfUrl
        ? [
            {
              id: MENU_PDF_BUTTON,
              kind: 'link',
              label: 'Ver cardápio em PDF',
              target: page.content.pdfUrl,
            },
          ]
        : [];
    default:
      return page.content.buttons;
  }
}

/**
 * A menu's 'Pedir pelo WhatsApp', counted as a tap of the button with this id when an order goes
 * out (its address is the order's, `/p/{slug}/pedido`).
 */
export const MENU_ORDER_BUTTON = MENU_ORDER_PATH;

/** The id of every button whose taps a page counts, with its text as the page shows it. */
export function pageButtonLabels(page: PageContent): Map<string, string> {
  const labels = new Map(pageButtons(page, '').map((button) => [button.id, button.label]));
  if (page.kind === 'links') {
    for (const { network } of page.content.socials) {
      labels.set(socialTapId(network), `${SOCIAL_NETWORK_LABELS[network]} (ícone)`);
    }
  }
  if (page.kind === 'menu' && page.content.whatsapp) {
    labels.set(MENU_ORDER_BUTTON, 'Pedir pelo WhatsApp');
  }
  return labels;
}
