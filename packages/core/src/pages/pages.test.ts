import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildPixPayload, pixSchema } from '../qr-content/pix/pix-payload';
import { MESSAGES } from '../validation/messages';
import {
  buttonHref,
  DEFAULT_PAGE_THEME,
  linkPageSchema,
  type LinkPageInput,
} from './link-page-schema';
import { isPageSlug, pageSlugField, sanitisePageSlug } from './page-slug';
import { themeContrastWarnings } from './theme-contrast';
import { cardPageSchema } from './card-page-schema';
import { cardVCard } from './card-vcard';
import { pageButtonLabels } from './page-buttons';
import { parsePageContent } from './page-content';
import { COPY_PIX_SCRIPT, COPY_PIX_SCRIPT_HASH, PAGE_CSP, renderPageHtml } from './render-page';

const pix = buildPixPayload(
  pixSchema.parse({ keyType: 'email', key: 'loja@example.com', name: 'Loja', city: 'Curitiba' }),
);

const input = (changes: Partial<LinkPageInput> = {}): LinkPageInput => ({
  name: 'Café da Praça',
  bio: 'Cafés especiais',
  theme: DEFAULT_PAGE_THEME,
  buttons: [
    { id: 'a', kind: 'link', label: 'Cardápio', target: 'cafe.example.com/menu' },
    { id: 'b', kind: 'whatsapp', label: 'Pedir', target: '(41) 99999-8888', message: 'Oi!' },
    { id: 'c', kind: 'email', label: 'E-mail', target: ' ola@cafe.example ' },
    { id: 'd', kind: 'phone', label: 'Ligar', target: '(41) 3333-4444' },
    { id: 'e', kind: 'pix', label: 'Pix', target: pix },
  ],
  ...changes,
});

const firstMessage = (value: unknown) => {
  const result = linkPageSchema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('page slugs', () => {
  it('turns what people type into an address and refuses what cannot be one', () => {
    expect(sanitisePageSlug('Café da Praça!')).toBe('cafe-da-praca-');
    expect(pageSlugField.parse('  Café da Praça! ')).toBe('cafe-da-praca');
    expect(isPageSlug('ab')).toBe(false);
    expect(isPageSlug('a--b')).toBe(false);
    expect(isPageSlug('-abc')).toBe(false);
    expect(isPageSlug('loja-1')).toBe(true);
    expect(pageSlugField.safeParse('!!').success).toBe(false);
  });
});

describe('link page schema', () => {
  it('stores canonical addresses and E.164 phones, and parses its own output to itself', () => {
    const stored = linkPageSchema.parse(input());
    expect(stored.buttons.map((button) => button.target)).toEqual([
      'https://cafe.example.com/menu',
      '+5541999998888',
      'ola@cafe.example',
      '+554133334444',
      pix,
    ]);
    expect(linkPageSchema.parse(stored)).toEqual(stored);
  });

  it('refuses each bad field with its pt-BR message', () => {
    expect(firstMessage(input({ name: ' ' }))).toBe('pageNameRequired');
    expect(firstMessage(input({ bio: 'x'.repeat(301) }))).toBe('pageBioTooLong');
    const one = (button: object) =>
      input({ buttons: [{ id: 'x', label: 'Botão', ...button }] as never });
    expect(firstMessage(one({ kind: 'link', target: 'javascript:alert(1)' }))).toBe(
      'urlDangerousScheme',
    );
    expect(firstMessage(one({ kind: 'phone', target: '123' }))).toBe('pageButtonPhoneInvalid');
    expect(firstMessage(one({ kind: 'email', target: 'ola' }))).toBe('pageButtonEmailInvalid');
    expect(firstMessage(one({ kind: 'pix', target: `${pix.slice(0, -1)}0` }))).toBe(
      'pageButtonPixInvalid',
    );
    expect(firstMessage(one({ kind: 'link', label: '', target: 'https://a.example' }))).toBe(
      'pageButtonLabelRequired',
    );
    expect(firstMessage(input({ theme: { ...DEFAULT_PAGE_THEME, button: 'red' } as never }))).toBe(
      'pageThemeInvalid',
    );
    const many = Array.from({ length: 31 }, (_, i) => ({
      id: `b${i}`,
      kind: 'link' as const,
      label: 'L',
      target: 'https://a.example',
    }));
    expect(firstMessage(input({ buttons: many }))).toBe('pageTooManyButtons');
    expect(MESSAGES.pageTooManyButtons.message).toBe('Use no máximo 30 botões.');
  });

  it('gives each button the address it opens', () => {
    const [link, whatsapp, email, phone, pixButton] = linkPageSchema.parse(input()).buttons;
    expect(buttonHref(link!)).toBe('https://cafe.example.com/menu');
    expect(buttonHref(whatsapp!)).toBe('https://wa.me/5541999998888?text=Oi!');
    expect(buttonHref(email!)).toBe('mailto:ola@cafe.example');
    expect(buttonHref(phone!)).toBe('tel:+554133334444');
    expect(buttonHref(pixButton!)).toBeNull();
  });
});

describe('renderPageHtml', () => {
  const page = (content = linkPageSchema.parse(input()), badge = false) =>
    renderPageHtml(
      { kind: 'links', slug: 'cafe', title: 'Café <da> Praça', content, badge },
      { origin: 'https://qr.example/' },
    );

  it('escapes every owner field', () => {
    const hostile = '"><script>alert(1)</script><img src=x onerror=alert(1)>';
    const html = page(
      linkPageSchema.parse(
        input({
          name: hostile,
          bio: hostile,
          photoUrl: `https://img.example/a.png?x="><script>`,
          buttons: [{ id: 'a', kind: 'link', label: hostile, target: 'https://a.example/?q="<b>' }],
        }),
      ),
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toMatch(/"><script>/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<title>Café &lt;da&gt; Praça</title>');
    // No script at all on a page without a Pix button.
    expect(html).not.toContain('<script');
  });

  it('draws the buttons, the preview tags, the Pix copier and the free plan badge', () => {
    const html = page(undefined, true);
    expect(html).toContain('<a class="b" href="https://wa.me/5541999998888?text=Oi!"');
    expect(html).toContain('href="tel:+554133334444"');
    expect(html).toContain('<meta property="og:url" content="https://qr.example/p/cafe">');
    expect(html).toContain(`<textarea readonly rows="3" aria-label="Pix Copia e Cola">${pix}`);
    expect(html).toContain(`<script>${COPY_PIX_SCRIPT}</script>`);
    expect(html).toContain('Feito com QR Link');
    expect(page()).not.toContain('Feito com QR Link');
    expect(Buffer.byteLength(html)).toBeLessThan(30 * 1024);
  });

  it('allows its one script by the hash the CSP names', () => {
    const hash = createHash('sha256').update(COPY_PIX_SCRIPT, 'utf8').digest('base64');
    expect(COPY_PIX_SCRIPT_HASH).toBe(`sha256-${hash}`);
    expect(PAGE_CSP).toContain(`script-src '${COPY_PIX_SCRIPT_HASH}'`);
    expect(PAGE_CSP).toContain("default-src 'none'");
  });

  it("counts each button's taps at the page's own address; the preview counts none", () => {
    const html = page();
    expect(html).toContain('href="tel:+554133334444" ping="/p/cafe/clique/d"');
    expect(html.match(/ ping="/g)).toHaveLength(4);
    // The Pix button copies by script, which sends the tap as a beacon.
    expect(html).toContain('<button type="button" data-copy data-tap="/p/cafe/clique/e">');
    expect(COPY_PIX_SCRIPT).toContain('navigator.sendBeacon(b.dataset.tap)');
    // Pings and beacons may go to the page's own address only.
    expect(PAGE_CSP).toContain("connect-src 'self'");
    const preview = renderPageHtml(
      {
        kind: 'links',
        slug: 'cafe',
        title: 'Café',
        content: linkPageSchema.parse(input()),
        badge: false,
      },
      { origin: 'https://qr.example', countTaps: false },
    );
    expect(preview).not.toContain('ping=');
    expect(preview).not.toContain('data-tap');
  });
});

describe('theme contrast', () => {
  it('passes the default theme and names what is hard to read', () => {
    expect(themeContrastWarnings(DEFAULT_PAGE_THEME)).toEqual([]);
    expect(
      themeContrastWarnings({ ...DEFAULT_PAGE_THEME, button: '#fd1455', text: '#cccccc' }),
    ).toEqual(['text', 'buttons']);
  });
});

describe('the business card', () => {
  const card = cardPageSchema.parse({
    name: 'Ana Souza',
    role: 'Confeiteira',
    company: 'Doces da Ana',
    theme: DEFAULT_PAGE_THEME,
    phone: '(41) 3333-4444',
    whatsapp: '(41) 99999-8888',
    email: ' ana@doces.example ',
    website: 'doces.example',
    address: 'Rua XV, 100 - Curitiba',
    pixKey: 'ana@doces.example',
  });

  it('stores E.164 phones and canonical addresses, blanks as none, and parses to itself', () => {
    expect(card).toMatchObject({
      phone: '+554133334444',
      whatsapp: '+5541999998888',
      email: 'ana@doces.example',
      website: 'https://doces.example/',
    });
    expect(cardPageSchema.parse(card)).toEqual(card);
    const bare = cardPageSchema.parse({ name: 'Ana', theme: DEFAULT_PAGE_THEME, phone: ' ' });
    expect(bare).toMatchObject({ role: '', phone: null, email: null, pixKey: null });
    expect(
      cardPageSchema.safeParse({ name: 'Ana', theme: DEFAULT_PAGE_THEME, phone: '123' }).error
        ?.issues[0]?.message,
    ).toBe('pageCardPhoneInvalid');
    expect(parsePageContent('card', card)).toEqual({ kind: 'card', content: card });
    expect(parsePageContent('menu', card)).toBeNull();
  });

  it('keeps one canonical address per social network, none by default', () => {
    expect(linkPageSchema.parse(input()).socials).toEqual([]);
    const page = linkPageSchema.parse(
      input({ socials: [{ network: 'instagram', target: 'instagram.com/cafe' }] }),
    );
    expect(page.socials).toEqual([{ network: 'instagram', target: 'https://instagram.com/cafe' }]);
    const twice = input({
      socials: [
        { network: 'x', target: 'x.com/a' },
        { network: 'x', target: 'x.com/b' },
      ],
    });
    expect(firstMessage(twice)).toBe('pageSocialRepeated');
    expect(MESSAGES.pageSocialRepeated.message).toBe('Cada rede social pode aparecer uma só vez.');
  });

  it('draws the social icons as named links under the buttons, each counting its taps', () => {
    const html = renderPageHtml(
      {
        kind: 'links',
        slug: 'cafe',
        title: 'Café',
        badge: false,
        content: linkPageSchema.parse(
          input({
            socials: [
              { network: 'instagram', target: 'https://instagram.com/cafe' },
              { network: 'youtube', target: 'https://youtube.com/@cafe' },
            ],
          }),
        ),
      },
      { origin: 'https://qr.example' },
    );
    const nav = /<nav class="s" aria-label="Redes sociais">(.*?)<\/nav>/.exec(html)?.[1] ?? '';
    expect(html.indexOf('<nav class="s"')).toBeGreaterThan(html.indexOf('</ul>'));
    expect(nav).toContain(
      '<a href="https://instagram.com/cafe" ping="/p/cafe/clique/rede-instagram" rel="noopener nofollow" aria-label="Instagram">',
    );
    expect(nav).toContain('aria-label="YouTube"');
    expect(nav.match(/<svg [^>]*aria-hidden="true"/g)).toHaveLength(2);
    const page = linkPageSchema.parse(
      input({ socials: [{ network: 'instagram', target: 'https://instagram.com/cafe' }] }),
    );
    expect(pageButtonLabels({ kind: 'links', content: page }).get('rede-instagram')).toBe(
      'Instagram (ícone)',
    );
  });

  it('names each of its buttons by id, as the analysis shows them', () => {
    expect([...pageButtonLabels({ kind: 'card', content: card })]).toEqual([
      ['contato', 'Salvar contato'],
      ['whatsapp', 'WhatsApp'],
      ['telefone', 'Ligar'],
      ['email', 'E-mail'],
      ['site', 'Site'],
      ['mapa', 'Como chegar'],
      ['pix', 'Chave Pix'],
    ]);
    const links = linkPageSchema.parse(input());
    expect(pageButtonLabels({ kind: 'links', content: links }).get('b')).toBe('Pedir');
  });

  it("draws 'Salvar contato' first, then each way to reach the person, escaped", () => {
    const html = renderPageHtml(
      { kind: 'card', slug: 'ana', title: 'Ana', badge: false, content: { ...card, role: '<b>' } },
      { origin: 'https://qr.example' },
    );
    expect(html).toContain('<a class="b" href="https://qr.example/p/ana/contato.vcf"');
    expect(html.indexOf('Salvar contato')).toBeLessThan(html.indexOf('WhatsApp'));
    expect(html).toContain('href="https://wa.me/5541999998888"');
    expect(html).toContain('href="tel:+554133334444"');
    expect(html).toContain('href="mailto:ana@doces.example"');
    expect(html).toContain(
      'href="https://www.google.com/maps/search/?api=1&amp;query=Rua%20XV%2C%20100%20-%20Curitiba"',
    );
    expect(html).toContain('&lt;b&gt; · Doces da Ana');
    expect(html).toContain('>ana@doces.example</textarea>');
  });

  it('gives the contact as a vCard 3.0 with its phones, e-mail, site, address and Pix key', () => {
    const vcard = cardVCard(card, 'https://qr.example/p/ana', new Date('2026-11-28T12:00:00Z'));
    expect(vcard).toContain('VERSION:3.0');
    expect(vcard).toContain('FN:Ana Souza');
    expect(vcard).toContain('ORG:Doces da Ana');
    expect(vcard).toContain('TITLE:Confeiteira');
    expect(vcard).toMatch(/^TEL;[^:\r]*WORK[^:\r]*:\+554133334444\r$/im);
    expect(vcard).toMatch(/^TEL;[^:\r]*CELL[^:\r]*:\+5541999998888\r$/im);
    expect(vcard).toContain('URL:https://doces.example/');
    expect(vcard).toContain('NOTE:Chave Pix: ana@doces.example');
  });
});
