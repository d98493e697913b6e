import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../validation/messages';
import { DEFAULT_PAGE_THEME } from './link-page-schema';
import { orderHref, orderLines, orderText } from './menu-order';
import { menuPdfStoragePath, validateMenuPdf } from './menu-pdf';
import { menuPageSchema, type MenuPageInput } from './menu-page-schema';
import { parsePageContent } from './page-content';
import { pageButtonLabels } from './page-buttons';
import { PAGE_CSP, renderPageHtml } from './render-page';

const menuInput = (changes: Partial<MenuPageInput> = {}): MenuPageInput => ({
  name: 'Café da Praça',
  bio: 'Cafés especiais',
  theme: DEFAULT_PAGE_THEME,
  hours: [{ days: ' Seg a Sex ', time: '7h às 19h' }],
  whatsapp: '(41) 99999-8888',
  sections: [
    {
      id: 'salgados',
      title: 'Salgados',
      items: [
        { id: 'pao', name: 'Pão de queijo', priceCents: 650, tags: ['vegetariano', 'sem-gluten'] },
        { id: 'coxinha', name: 'Coxinha', description: 'De frango', priceCents: 900, tags: [] },
      ],
    },
    {
      id: 'bebidas',
      title: 'Bebidas',
      items: [
        { id: 'cafe', name: 'Café coado', priceCents: 700 },
        { id: 'suco', name: 'Suco de caju', priceCents: 1200, tags: ['esgotado'] },
      ],
    },
  ],
  ...changes,
});

const firstMessage = (value: unknown) => {
  const result = menuPageSchema.safeParse(value);
  if (result.success) return null;
  const key = result.error.issues[0]!.message as keyof typeof MESSAGES;
  return MESSAGES[key]?.message ?? key;
};

const menu = menuPageSchema.parse(menuInput());
const page = { slug: 'cafe', title: 'Cardápio do Café', badge: false, kind: 'menu' as const };

describe('the digital menu schema', () => {
  it('stores the WhatsApp in E.164, trims, defaults, and parses its own output to itself', () => {
    expect(menu.whatsapp).toBe('+5541999998888');
    expect(menu.hours).toEqual([{ days: 'Seg a Sex', time: '7h às 19h' }]);
    expect(menu.sections[0]!.items[0]!.description).toBe('');
    expect(menu.sections[1]!.items[0]!.tags).toEqual([]);
    expect(menuPageSchema.parse(menu)).toEqual(menu);
    expect(parsePageContent('menu', menu)).toEqual({ kind: 'menu', content: menu });
    expect(menuPageSchema.parse(menuInput({ whatsapp: '  ' })).whatsapp).toBeNull();
  });

  it('refuses each bad field with its pt-BR message', () => {
    const item = (changes: object) =>
      menuInput({
        sections: [
          { id: 's', title: 'S', items: [{ id: 'i', name: 'X', priceCents: 100, ...changes }] },
        ],
      });
    const cases: Array<[unknown, string]> = [
      [item({ name: ' ' }), 'Dê um nome a cada item.'],
      [item({ name: 'x'.repeat(81) }), 'O nome de cada item pode ter no máximo 80 caracteres.'],
      [
        item({ description: 'x'.repeat(301) }),
        'A descrição de cada item pode ter no máximo 300 caracteres.',
      ],
      [item({ priceCents: -1 }), MESSAGES.pageMenuItemPriceInvalid.message],
      [item({ priceCents: 10.5 }), MESSAGES.pageMenuItemPriceInvalid.message],
      [item({ priceCents: 10_000_001 }), MESSAGES.pageMenuItemPriceInvalid.message],
      [item({ tags: ['gourmet'] }), 'Etiqueta de item inválida.'],
      [menuInput({ sections: [{ id: 's', title: '', items: [] }] }), 'Dê um título a cada seção.'],
      [menuInput({ hours: [{ days: 'Seg', time: '' }] }), MESSAGES.pageMenuHoursInvalid.message],
      [menuInput({ whatsapp: '123' }), 'Informe um WhatsApp válido para os pedidos.'],
      [
        menuInput({
          sections: Array.from({ length: 21 }, (_, i) => ({ id: `s${i}`, title: 'S', items: [] })),
        }),
        'Use no máximo 20 seções no cardápio.',
      ],
      [
        menuInput({
          sections: [
            { id: 's', title: 'S', items: [{ id: 'a', name: 'A', priceCents: 1 }] },
            { id: 't', title: 'T', items: [{ id: 'a', name: 'B', priceCents: 1 }] },
          ],
        }),
        'O cardápio é inválido.',
      ],
    ];
    for (const [value, message] of cases) expect(firstMessage(value)).toBe(message);
    expect(MESSAGES.pageMenuItemPriceInvalid.message).toContain('R$ 100.000,00');
  });
});

describe('ordering from a menu', () => {
  it('reads whole quantities of orderable items only, in the menu order, at most 99 each', () => {
    const query = new URLSearchParams('cafe=2&pao=1&suco=3&coxinha=abc&x=9&pao=7');
    expect(orderLines(menu, query).map((l) => [l.item.id, l.quantity])).toEqual([
      ['pao', 1],
      ['cafe', 2],
    ]);
    expect(orderLines(menu, new URLSearchParams('cafe=500'))[0]!.quantity).toBe(99);
    expect(orderLines(menu, new URLSearchParams('cafe=0&pao=-1&coxinha=1.5'))).toEqual([]);
    const closed = menuPageSchema.parse(menuInput({ whatsapp: '' }));
    expect(orderLines(closed, new URLSearchParams('cafe=2'))).toEqual([]);
  });

  it('writes the order and its total, and opens the chat with the menu WhatsApp', () => {
    const lines = orderLines(menu, new URLSearchParams('pao=2&cafe=1'));
    const text = orderText(menu, lines);
    expect(text).toBe(
      'Olá! Gostaria de fazer um pedido (Café da Praça):\n\n' +
        '2x Pão de queijo - R$ 13,00\n1x Café coado - R$ 7,00\n\nTotal: R$ 20,00',
    );
    expect(orderHref(menu, lines)).toBe(
      `https://wa.me/5541999998888?text=${encodeURIComponent(text)}`,
    );
    expect(orderHref(menuPageSchema.parse(menuInput({ whatsapp: null })), lines)).toBeNull();
  });

  it("counts its orders as taps on 'Pedir pelo WhatsApp', when it takes orders", () => {
    expect([...pageButtonLabels({ kind: 'menu', content: menu })]).toEqual([
      ['pedido', 'Pedir pelo WhatsApp'],
    ]);
    const closed = menuPageSchema.parse(menuInput({ whatsapp: null }));
    expect(pageButtonLabels({ kind: 'menu', content: closed }).size).toBe(0);
  });
});

describe('a digital menu page', () => {
  it('draws hours, section links, prices, tags and a quantity for each item that can be ordered', () => {
    const html = renderPageHtml({ ...page, content: menu }, { origin: 'https://qr.example' });
    expect(html).toContain('<dt>Seg a Sex</dt><dd>7h às 19h</dd>');
    expect(html).toContain('<a href="#s-bebidas">Bebidas</a>');
    expect(html).toContain('<form method="get" action="/p/cafe/pedido">');
    expect(html).toContain('R$\u00a06,50');
    expect(html).toContain('<span>Vegetariano</span><span>Sem glúten</span>');
    expect(html).toContain('name="pao"');
    expect(html).toContain('aria-label="Quantidade: Café coado"');
    // Sold out: shown, tagged, no quantity.
    expect(html).toContain('<span>Esgotado</span>');
    expect(html).not.toContain('name="suco"');
    expect(html).toContain('Pedir pelo WhatsApp');
    expect(html).not.toContain('<script');
    expect(PAGE_CSP).toContain("form-action 'self' https://wa.me https://api.whatsapp.com");
  });

  it('opens its PDF with a button of its own above the sections, counting its taps', () => {
    const pdfUrl = 'https://qr.example/storage/v1/object/public/page_files/w1/cardapio-1.pdf';
    const withPdf = menuPageSchema.parse(menuInput({ pdfUrl }));
    const html = renderPageHtml({ ...page, content: withPdf }, { origin: 'https://qr.example' });
    expect(html).toContain(
      `<a class="b" href="${pdfUrl}" ping="/p/cafe/clique/cardapio-pdf" rel="noopener nofollow">Ver cardápio em PDF</a>`,
    );
    expect(html.indexOf('Ver cardápio em PDF')).toBeLessThan(html.indexOf('Salgados'));
    expect(pageButtonLabels({ kind: 'menu', content: withPdf }).get('cardapio-pdf')).toBe(
      'Ver cardápio em PDF',
    );
    // A PDF and no items: the PDF is the menu.
    const only = menuPageSchema.parse(menuInput({ pdfUrl, sections: [] }));
    expect(
      renderPageHtml({ ...page, content: only }, { origin: 'https://qr.example' }),
    ).not.toContain('O cardápio ainda não tem itens.');
    expect(firstMessage(menuInput({ pdfUrl: 'javascript:alert(1)' }))).toBe(
      'URL inválida. Verifique o endereço digitado.',
    );
  });

  it('takes only a PDF of at most 10 MB as its menu file', () => {
    expect(validateMenuPdf({ name: 'cardapio.pdf', type: 'application/pdf', size: 1000 })).toEqual({
      ok: true,
    });
    expect(validateMenuPdf({ name: 'cardapio.pdf', type: '', size: 1000 }).ok).toBe(true);
    expect(validateMenuPdf({ name: 'cardapio.png', type: 'image/png', size: 10 })).toMatchObject({
      ok: false,
      message: 'Envie o cardápio como um arquivo PDF.',
    });
    expect(validateMenuPdf({ name: 'x.pdf', type: 'text/html', size: 10 }).ok).toBe(false);
    expect(
      validateMenuPdf({
        name: 'cardapio.pdf',
        type: 'application/pdf',
        size: 10 * 1024 * 1024 + 1,
      }),
    ).toMatchObject({ ok: false, message: 'O PDF pode ter no máximo 10 MB.' });
    expect(menuPdfStoragePath('w1', new Date(5))).toBe('w1/cardapio-5.pdf');
  });

  it('has no order form without a WhatsApp, and says when it has no items', () => {
    const closed = menuPageSchema.parse(menuInput({ whatsapp: null }));
    const html = renderPageHtml({ ...page, content: closed }, { origin: 'https://qr.example' });
    expect(html).not.toContain('<form');
    expect(html).not.toContain('<input');
    const empty = menuPageSchema.parse(menuInput({ sections: [], hours: [] }));
    const bare = renderPageHtml({ ...page, content: empty }, { origin: 'https://qr.example' });
    expect(bare).toContain('O cardápio ainda não tem itens.');
    expect(bare).not.toContain('Horário de funcionamento');
  });

  it('escapes every owner field', () => {
    const evil = '<img src=x onerror=alert(1)>"\'&';
    const html = renderPageHtml(
      {
        ...page,
        content: menuPageSchema.parse(
          menuInput({
            name: evil,
            hours: [{ days: evil, time: evil }],
            sections: [
              {
                id: 's',
                title: evil,
                items: [{ id: 'i', name: evil, description: evil, priceCents: 1 }],
              },
              { id: 't', title: evil, items: [] },
            ],
          }),
        ),
      },
      { origin: 'https://qr.example' },
    );
    expect(html).not.toContain('<img src=x');
    expect(html).not.toMatch(/"'&[^a-z#]/);
    expect(html.match(/&lt;img src=x onerror=alert\(1\)&gt;/g)!.length).toBeGreaterThanOrEqual(7);
  });
});
