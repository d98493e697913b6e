import { describe, expect, it } from 'vitest';
import { menuPageSchema } from '@qrlink/core/pages/menu-page-schema';
import { DEFAULT_PAGE_THEME } from '@qrlink/core/pages/link-page-schema';
import { menuPreview, menuToSave, menuValuesOf, type MenuValues } from './menu-form-state';

const values = (prices: Array<number | string>): MenuValues => ({
  hours: [{ days: ' Sáb ', time: '' }],
  sections: [
    {
      id: 's1',
      title: '',
      items: prices.map((price, index) => ({
        id: `i${index}`,
        name: `Item ${index}`,
        description: '',
        price,
        photoUrl: '',
        tags: [],
      })),
    },
  ],
});

describe('a menu in the page editor', () => {
  it('saves prices in centavos, whether the field gives a number or its digits', () => {
    // In a browser the price field hands '6,50' over as the string '6.50' (its trailing zero).
    const saved = menuToSave(values([6.5, '6.50', 7, '', 'abc']));
    expect(saved.sections[0]!.items.map((item) => item.priceCents)).toEqual([
      650,
      650,
      700,
      Number.NaN,
      Number.NaN,
    ]);
  });

  it('previews only what is typed far enough, and reads a saved menu back into the form', () => {
    const preview = menuPreview(values([6.5, '']));
    expect(preview.hours).toEqual([]);
    expect(preview.sections[0]!.title).toBe('Seção');
    expect(preview.sections[0]!.items.map((item) => item.name)).toEqual(['Item 0']);

    const menu = menuPageSchema.parse({
      name: 'Café',
      theme: DEFAULT_PAGE_THEME,
      whatsapp: null,
      sections: [
        { id: 's', title: 'Bebidas', items: [{ id: 'c', name: 'Café', priceCents: 650 }] },
      ],
    });
    const form = menuValuesOf(menu);
    expect(form.sections[0]!.items[0]!.price).toBe(6.5);
    expect(menuToSave(form).sections).toEqual([
      {
        id: 's',
        title: 'Bebidas',
        items: [{ id: 'c', name: 'Café', description: '', priceCents: 650, tags: [] }],
      },
    ]);
    // A new menu starts with one section and one empty item.
    expect(menuValuesOf().sections).toMatchObject([{ title: 'Pratos', items: [{ name: '' }] }]);
  });
});
