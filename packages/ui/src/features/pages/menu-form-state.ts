// A digital menu in the page editor (docs/product/pages.md, "The page editor"): its sections,
// items and opening hours as the person types them, what is saved, and the preview of what is
// typed so far. Prices are typed in reais (24,90) and saved in centavos (2490).
import {
  menuItemSchema,
  type MenuItemTag,
  type MenuPageContent,
  type MenuPageInput,
} from '@qrlink/core/pages/menu-page-schema';

export interface MenuItemValues {
  id: string;
  name: string;
  description: string;
  /** Reais as the price field holds them: a number, digits ('6.50'), or '' while empty. */
  price: number | string;
  photoUrl: string;
  tags: MenuItemTag[];
}

export interface MenuSectionValues {
  id: string;
  title: string;
  items: MenuItemValues[];
}

export interface HoursValues {
  days: string;
  time: string;
}

/** The menu's own fields in the form (name, photo, text, theme and WhatsApp are shared). */
export interface MenuValues {
  hours: HoursValues[];
  sections: MenuSectionValues[];
}

let idCount = 0;
/** An id unique in the page: an order names items by it. */
function newId(prefix: string): string {
  idCount += 1;
  return `${prefix}${Date.now().toString(36)}${idCount}`;
}

export function newMenuItem(): MenuItemValues {
  return { id: newId('i'), name: '', description: '', price: '', photoUrl: '', tags: [] };
}

export function newMenuSection(title = ''): MenuSectionValues {
  return { id: newId('s'), title, items: [newMenuItem()] };
}

export function menuValuesOf(menu?: MenuPageContent): MenuValues {
  if (!menu) return { hours: [], sections: [newMenuSection('Pratos')] };
  return {
    hours: menu.hours.map((line) => ({ ...line })),
    sections: menu.sections.map((section) => ({
      id: section.id,
      title: section.title,
      items: section.items.map((item) => ({
        id: item.id,
        name: item.name,
        description: item.description,
        price: item.priceCents / 100,
        photoUrl: item.photoUrl ?? '',
        tags: [...item.tags],
      })),
    })),
  };
}

/**
 * Centavos of a typed price; NaN (refused with the price's message) while it is not a number.
 * The price field gives a number, or its digits as a string ('6.50') when they end in a zero.
 */
function centsOf(price: number | string): number {
  const reais =
    typeof price === 'number' ? price : price.trim() === '' ? Number.NaN : Number(price);
  return Math.round(reais * 100);
}

type MenuFields = Pick<MenuPageInput, 'hours' | 'sections'>;

/** An item as saved: its price in centavos, a blank photo left out. */
function itemToSave({ price, photoUrl, ...item }: MenuItemValues) {
  return { ...item, priceCents: centsOf(price), ...(photoUrl.trim() ? { photoUrl } : {}) };
}

/** What is saved of the menu's own fields. */
export function menuToSave(values: MenuValues): MenuFields {
  return {
    hours: values.hours,
    sections: values.sections.map((section) => ({
      id: section.id,
      title: section.title,
      items: section.items.map(itemToSave),
    })),
  };
}

/** The menu as far as it is typed: items without a name or a valid price wait, blank hours too. */
export function menuPreview(values: MenuValues): Pick<MenuPageContent, 'hours' | 'sections'> {
  return {
    hours: values.hours
      .map((line) => ({ days: line.days.trim(), time: line.time.trim() }))
      .filter((line) => line.days && line.time),
    sections: values.sections.map((section) => ({
      id: section.id,
      title: section.title.trim() || 'Seção',
      items: section.items.flatMap((item) => {
        const checked = menuItemSchema.safeParse(itemToSave(item));
        return checked.success ? [checked.data] : [];
      }),
    })),
  };
}
