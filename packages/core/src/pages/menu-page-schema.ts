// The 'Cardápio digital' (docs/product/pages.md): a restaurant's name, photo and text, its
// opening hours, and sections of items (name, description, price in R$, photo, tags such as
// 'Vegano' or 'Esgotado'). With a WhatsApp number, visitors choose quantities and 'Pedir pelo
// WhatsApp' opens a chat with the order written out (menu-order.ts). As the other kinds, one
// schema for the editor's input and for what is stored (its output parses to itself); the
// database's menu_content_problem says the same.
import { z } from 'zod';
import { KEYS } from '../validation/messages';
import { optionalHttpUrlField } from '../validation/url';
import { PAGE_ITEM_ID, pageNameField, pageThemeSchema } from './link-page-schema';
import { optionalPhoneField } from './optional-phone-field';

export const MENU_ITEM_TAGS = [
  'vegano',
  'vegetariano',
  'sem-gluten',
  'sem-lactose',
  'picante',
  'esgotado',
] as const;
export type MenuItemTag = (typeof MENU_ITEM_TAGS)[number];

/** How each tag reads on the page and in the editor. */
export const MENU_TAG_LABELS: Record<MenuItemTag, string> = {
  vegano: 'Vegano',
  vegetariano: 'Vegetariano',
  'sem-gluten': 'Sem glúten',
  'sem-lactose': 'Sem lactose',
  picante: 'Picante',
  esgotado: 'Esgotado',
};

export const MAX_MENU_SECTIONS = 20;
export const MAX_MENU_ITEMS_PER_SECTION = 50;
export const MAX_MENU_HOURS = 7;
/** The most of one item a visitor may order at once. */
export const MAX_ORDER_QUANTITY = 99;
/** R$ 100.000,00: a price is stored in centavos, from 0 up to this. */
export const MAX_MENU_PRICE_CENTS = 10_000_000;

const id = z.string().regex(PAGE_ITEM_ID);

export const menuItemSchema = z.object({
  id,
  name: z
    .string({ error: KEYS.pageMenuItemNameRequired })
    .trim()
    .min(1, KEYS.pageMenuItemNameRequired)
    .max(80, KEYS.pageMenuItemNameTooLong),
  description: z.string().trim().max(300, KEYS.pageMenuItemDescriptionTooLong).default(''),
  /** In centavos: R$ 24,90 is 2490. */
  priceCents: z
    .number({ error: KEYS.pageMenuItemPriceInvalid })
    .int(KEYS.pageMenuItemPriceInvalid)
    .min(0, KEYS.pageMenuItemPriceInvalid)
    .max(MAX_MENU_PRICE_CENTS, KEYS.pageMenuItemPriceInvalid),
  photoUrl: optionalHttpUrlField('urlInvalid').optional(),
  tags: z
    .array(z.enum(MENU_ITEM_TAGS, { error: KEYS.pageMenuItemTagInvalid }))
    .max(MENU_ITEM_TAGS.length, KEYS.pageMenuItemTagInvalid)
    .default([])
    .transform((tags) => [...new Set(tags)]),
});
export type MenuItem = z.output<typeof menuItemSchema>;

export const menuSectionSchema = z.object({
  id,
  title: z
    .string({ error: KEYS.pageMenuSectionTitleRequired })
    .trim()
    .min(1, KEYS.pageMenuSectionTitleRequired)
    .max(60, KEYS.pageMenuSectionTitleTooLong),
  items: z.array(menuItemSchema).max(MAX_MENU_ITEMS_PER_SECTION, KEYS.pageMenuTooManyItems),
});
export type MenuSection = z.output<typeof menuSectionSchema>;

/** One line of the opening hours, as the owner writes it: 'Seg a Sex', '11h às 15h'. */
const hoursLineSchema = z.object({
  days: z.string().trim().min(1, KEYS.pageMenuHoursInvalid).max(40, KEYS.pageMenuHoursInvalid),
  time: z.string().trim().min(1, KEYS.pageMenuHoursInvalid).max(40, KEYS.pageMenuHoursInvalid),
});

/** The WhatsApp that takes orders; blank: the menu takes no orders. */
const orderWhatsapp = optionalPhoneField(KEYS.pageMenuWhatsappInvalid);

export const menuPageSchema = z
  .object({
    name: pageNameField,
    bio: z.string().trim().max(300, KEYS.pageBioTooLong).default(''),
    photoUrl: optionalHttpUrlField('urlInvalid').optional(),
    theme: pageThemeSchema,
    hours: z.array(hoursLineSchema).max(MAX_MENU_HOURS, KEYS.pageMenuTooManyHours).default([]),
    sections: z.array(menuSectionSchema).max(MAX_MENU_SECTIONS, KEYS.pageMenuTooManySections),
    whatsapp: orderWhatsapp,
    /** The menu as a PDF, which the page opens with 'Ver cardápio em PDF' (none: no button). */
    pdfUrl: optionalHttpUrlField('urlInvalid').optional(),
  })
  .superRefine((menu, ctx) => {
    // An order names items by id (menu-order.ts): each must be one item's only.
    const ids = menu.sections.flatMap((section) => [
      section.id,
      ...section.items.map((item) => item.id),
    ]);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', message: KEYS.pageMenuDuplicateIds, path: ['sections'] });
    }
  });
export type MenuPageContent = z.output<typeof menuPageSchema>;
export type MenuPageInput = z.input<typeof menuPageSchema>;

/** Whether visitors can order this item (the menu takes orders, and the item is not sold out). */
export function isOrderable(menu: MenuPageContent, item: MenuItem): boolean {
  return menu.whatsapp !== null && !item.tags.includes('esgotado');
}
