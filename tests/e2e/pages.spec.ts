import { expect, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { blockingViolations, wcagViolations } from './support/axe';
import { solidPng } from './support/qr-png';
import { apiSignIn, baseUrl, createConfirmedUser, rpcAs, signInInBrowser } from './support/server';

// Made on a phone, as a small business would, then opened as a visitor's phone opens it.
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('a page of links made on a phone, published and opened at /p/{slug} without the app', async ({
  page,
  browser,
}) => {
  const slug = `cafe-${Date.now()}`;
  const owner = await createConfirmedUser('paginas');
  await signInInBrowser(page, owner, '/dashboard/pages/new');
  await expect(page.getByRole('heading', { name: 'Criar Página' })).toBeVisible();
  await page.getByLabel(/^Nome da página/).fill('Café da Praça');
  await expect(page.getByLabel(/^Endereço da página/)).toHaveValue('cafe-da-praca');
  await page.getByLabel(/^Endereço da página/).fill(slug);
  await page.getByLabel(/^Nome exibido/).fill('Café <da> Praça');
  await page.getByLabel('Texto', { exact: true }).fill('Cafés especiais no centro.');

  await page.getByRole('button', { name: 'Adicionar botão' }).click();
  await page.getByRole('menuitem', { name: 'Link' }).click();
  await page.getByLabel('Texto do botão').fill('Cardápio');
  await page.getByLabel('Endereço (URL)').fill('cafe.example/menu');
  await page.getByRole('button', { name: 'Adicionar botão' }).click();
  await page.getByRole('menuitem', { name: 'WhatsApp' }).click();
  await page.getByLabel('Número do WhatsApp').fill('(41) 99999-8888');
  await page.getByLabel('Mensagem inicial (opcional)').fill('Quero fazer um pedido');
  // WhatsApp first: moved up with its button, which the keyboard reaches too.
  await page.getByRole('button', { name: 'Mover "Fale no WhatsApp" para cima' }).click();
  await page
    .getByRole('group', { name: 'Redes sociais da página' })
    .getByLabel('Instagram')
    .fill('instagram.com/cafedapraca');
  const preview = page.frameLocator('iframe[title="Pré-visualização da página"]');
  await expect(preview.getByRole('link').first()).toHaveText('Fale no WhatsApp');
  await expect(preview.getByRole('heading')).toHaveText('Café <da> Praça');

  await page.getByRole('button', { name: 'Criar página' }).click();
  await expect(page).toHaveURL(/\/dashboard\/pages$/);
  const row = page.getByRole('row').filter({ hasText: 'Café da Praça' });
  await expect(row.getByText('Publicada')).toBeVisible();
  await expect(row.getByRole('link', { name: new RegExp(`/p/${slug}$`) })).toBeVisible();
  // Its QR code: the studio opens with the page's address as the destination.
  await row.getByRole('link', { name: 'Criar QR Code' }).click();
  await expect(page.getByLabel(/URL de destino/)).toHaveValue(`${baseUrl()}/p/${slug}`);

  // What a visitor's phone gets: plain HTML with its own CSP, no app bundle, no script.
  const answer = await page.request.get(`${baseUrl()}/p/${slug}`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-security-policy']).toContain("default-src 'none'");
  const html = await answer.text();
  expect(html).not.toContain('<script');
  expect(html).not.toContain('/assets/');
  expect(Buffer.byteLength(html)).toBeLessThan(30 * 1024);

  await page.goto(`/p/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Café <da> Praça');
  await expect(page.getByRole('link', { name: 'Fale no WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/5541999998888?text=Quero%20fazer%20um%20pedido',
  );
  await expect(page.getByRole('link', { name: 'Cardápio' })).toHaveAttribute(
    'href',
    'https://cafe.example/menu',
  );
  await expect(
    page
      .getByRole('navigation', { name: 'Redes sociais' })
      .getByRole('link', { name: 'Instagram' }),
  ).toHaveAttribute('href', 'https://instagram.com/cafedapraca');
  await expect(page.getByRole('link', { name: 'Feito com QR Link' })).toBeVisible();
  // Readable by everyone: WCAG 2.1 AA and axe's best practices, on a phone.
  expect(await wcagViolations(page)).toEqual([]);
  expect(await blockingViolations(page)).toEqual([]);

  // The visitor taps 'Cardápio': the browser pings the page's address as it follows the link
  // (to a site this closed network cannot reach), and the server counts the tap.
  await page.getByRole('link', { name: 'Cardápio' }).click();
  const token = await apiSignIn(owner.email, owner.password);
  await page.goto('/dashboard/pages');
  await page
    .getByRole('row')
    .filter({ hasText: 'Café da Praça' })
    .getByRole('link', { name: 'Análise' })
    .click();
  await expect(page.getByRole('heading', { name: 'Análise da Página' })).toBeVisible();
  const pageId = new URL(page.url()).pathname.split('/').pop();
  // Our server writes what it counted within a second; the screen asks once it is there.
  await expect
    .poll(async () => {
      const stats = (await rpcAs(token, 'page_stats', { p_page: pageId })) as { clicks: number };
      return stats.clicks;
    })
    .toBe(1);
  // Another period asks again (the 30 days shown may have been read before the tap was in).
  await page.getByRole('region', { name: 'Gráficos do período' }).getByText('7 dias').click();
  const taps = page.getByRole('table', { name: 'Cliques por botão' });
  await expect(taps.getByRole('row', { name: /Cardápio/ })).toContainText('1');
  await expect(taps.getByRole('row', { name: /Fale no WhatsApp/ })).toContainText('0');
  await expect(page.getByText('Nenhuma visualização neste período.')).toHaveCount(0);
  // The analysis on a phone: no serious or critical axe violations either.
  expect(await blockingViolations(page)).toEqual([]);

  // Its report shared: anyone with the link sees the taps, named, without signing in.
  await page.getByRole('button', { name: 'Compartilhar relatório' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compartilhar relatório' });
  await dialog.getByRole('button', { name: 'Criar link público' }).click();
  const shared = await dialog
    .getByRole('link', { name: /\/r\/[A-Za-z0-9_-]{32}$/ })
    .getAttribute('href');
  const visitor = await browser.newContext({ locale: 'pt-BR' });
  const anonymous = await visitor.newPage();
  await anonymous.goto(shared!);
  await expect(anonymous.getByRole('heading', { name: 'Relatório de página' })).toBeVisible();
  await expect(
    anonymous
      .getByRole('table', { name: 'Cliques por botão' })
      .getByRole('row', { name: /Cardápio/ }),
  ).toContainText('1');
  await visitor.close();
});

test('a business card whose Salvar contato gives the phone its vCard', async ({ page }) => {
  const slug = `ana-${Date.now()}`;
  await signInInBrowser(page, await createConfirmedUser('cartao'), '/dashboard/pages/new');
  await page.getByText('Cartão de visita digital').click();
  await page.getByLabel(/^Nome da página/).fill('Ana Souza');
  await page.getByLabel(/^Endereço da página/).fill(slug);
  await page.getByLabel(/^Nome exibido/).fill('Ana Souza');
  await page.getByLabel('Cargo').fill('Confeiteira');
  await page.getByLabel('WhatsApp').fill('(41) 99999-8888');
  await page.getByLabel('E-mail').fill('ana@doces.example');
  await page.getByRole('button', { name: 'Criar página' }).click();
  await expect(page).toHaveURL(/\/dashboard\/pages$/);
  // The new row names its kind (the list's introduction names every kind too).
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'Ana Souza' })
      .getByText('Cartão de visita digital', { exact: true }),
  ).toBeVisible();

  await page.goto(`/p/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ana Souza');
  const save = page.getByRole('link', { name: 'Salvar contato' });
  const vcard = await page.request.get((await save.getAttribute('href'))!);
  expect(vcard.headers()['content-type']).toBe('text/vcard; charset=utf-8');
  const text = await vcard.text();
  expect(text).toContain('FN:Ana Souza');
  expect(text).toContain('TITLE:Confeiteira');
  expect(text).toContain('+5541999998888');
});

test('a digital menu made on a phone: its QR code scanned, an order sent by WhatsApp', async ({
  page,
}) => {
  const slug = `cardapio-${Date.now()}`;
  await signInInBrowser(page, await createConfirmedUser('cardapio'), '/dashboard/pages/new');
  await page.getByText('Cardápio digital').click();
  await page.getByLabel(/^Nome da página/).fill('Cardápio do Café');
  await page.getByLabel(/^Endereço da página/).fill(slug);
  await page.getByLabel(/^Nome exibido/).fill('Café da Praça');
  await page.getByLabel('WhatsApp para pedidos').fill('(41) 99999-8888');
  // The printed menu too, as a PDF.
  const pdfChooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Enviar PDF' }).click();
  await (
    await pdfChooser
  ).setFiles({
    name: 'cardapio.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n'),
  });
  await expect(page.getByRole('link', { name: 'Ver PDF enviado' })).toBeVisible();
  await page.getByLabel(/^Nome do item/).fill('Pão de queijo');
  await page.getByLabel(/^Preço/).fill('6,50');
  const preview = page.frameLocator('iframe[title="Pré-visualização da página"]');
  await expect(preview.getByRole('heading', { name: 'Pão de queijo' })).toBeVisible();
  await page.getByText('Vegetariano', { exact: true }).click();
  // A camera-sized photo is made small before it is uploaded.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Enviar foto: Pão de queijo' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'pao.png',
    mimeType: 'image/png',
    buffer: solidPng(1200, [200, 150, 60]),
  });
  await expect(page.getByRole('button', { name: 'Trocar foto: Pão de queijo' })).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar item em Pratos' }).click();
  await page
    .getByLabel(/^Nome do item/)
    .nth(1)
    .fill('Coxinha');
  await page
    .getByLabel(/^Preço/)
    .nth(1)
    .fill('9');
  await page.getByText('Esgotado', { exact: true }).nth(1).click();
  await expect(preview.getByRole('heading', { name: 'Coxinha' })).toBeVisible();
  await page.getByRole('button', { name: 'Criar página' }).click();
  await expect(page).toHaveURL(/\/dashboard\/pages$/);

  // Its own dynamic QR code, made from the list.
  const row = page.getByRole('row').filter({ hasText: 'Cardápio do Café' });
  await row.getByRole('link', { name: 'Criar QR Code' }).click();
  await expect(page.getByLabel(/URL de destino/)).toHaveValue(`${baseUrl()}/p/${slug}`);
  await page.getByRole('button', { name: 'Salvar QR Code' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-qrs$/);
  const code = page.getByRole('row').filter({ hasText: `/p/${slug}` });
  const dynamicUrl = await code
    .getByRole('link', { name: 'Testar URL Dinâmica' })
    .getAttribute('href');

  // Scanned by a phone: the menu opens, the sold-out item cannot be ordered.
  await page.goto(dynamicUrl!);
  await expect(page).toHaveURL(`${baseUrl()}/p/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Café da Praça');
  await expect(page.getByText('Esgotado', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Quantidade: Coxinha')).toHaveCount(0);
  expect(await wcagViolations(page)).toEqual([]);
  expect(await blockingViolations(page)).toEqual([]);
  const pdf = await page.getByRole('link', { name: 'Ver cardápio em PDF' }).getAttribute('href');
  const pdfAnswer = await page.request.get(pdf!);
  expect(pdfAnswer.headers()['content-type']).toBe('application/pdf');
  expect((await pdfAnswer.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const photo = await page.locator('.item img').first().getAttribute('src');
  const stored = PNG.sync.read(Buffer.from(await (await page.request.get(photo!)).body()));
  expect([stored.width, stored.height]).toEqual([480, 480]);
  await page.getByLabel('Quantidade: Pão de queijo').fill('2');
  // Our server answers the form with a redirect to WhatsApp, which the page's CSP lets through
  // (a blocked one is never requested). WhatsApp itself is not reachable from here.
  const toWhatsApp = page.waitForRequest((request) => request.url().startsWith('https://wa.me/'));
  await page.getByRole('button', { name: 'Pedir pelo WhatsApp' }).click();
  const chat = new URL((await toWhatsApp).url());
  expect(chat.pathname).toBe('/5541999998888');
  expect(chat.searchParams.get('text')).toBe(
    'Olá! Gostaria de fazer um pedido (Café da Praça):\n\n2x Pão de queijo - R$ 13,00\n\nTotal: R$ 13,00',
  );

  // The scan is counted on the code (in another tab: this one is on its way to WhatsApp).
  const dashboard = await page.context().newPage();
  await dashboard.goto('/dashboard/my-qrs');
  await expect(
    dashboard
      .getByRole('row')
      .filter({ hasText: `/p/${slug}` })
      .getByRole('cell')
      .nth(3),
  ).toHaveText('1');

  // Deleted, the page takes its photo's file with it: the photo no longer answers.
  await dashboard.goto('/dashboard/pages');
  await dashboard
    .getByRole('row')
    .filter({ hasText: 'Cardápio do Café' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await dashboard.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(dashboard.getByText('Você ainda não tem páginas.')).toBeVisible();
  await expect.poll(async () => (await page.request.get(photo!)).status()).toBe(404);
});
