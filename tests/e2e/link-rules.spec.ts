// Link rules end to end: the owner builds UTM tags into a short link and sets a password, a click
// limit and an Android destination in the form; a visitor on a phone gets the password page, a
// wrong password, then the Android destination; at the limit the link says so.
import { expect, test } from '@playwright/test';
import { baseUrl, createConfirmedUser, signInInBrowser } from './support/server';
import { MESSAGES } from '@qrlink/core/validation/messages';
import { wcagViolations } from './support/axe';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

test('an owner protects a short link; a visitor needs the password, then the limit ends it', async ({
  page,
  browser,
}) => {
  await signInInBrowser(
    page,
    await createConfirmedUser('regras'),
    '/dashboard/generate-short-link',
  );
  const alias = `vip-${Date.now()}`;
  await page.getByLabel(/^URL Original/).fill('https://exemplo.com.br/cardapio');
  await page.getByLabel('Alias personalizado (opcional)').fill(alias);

  await page.getByRole('button', { name: 'Parâmetros UTM' }).click();
  await page.getByLabel('Origem (utm_source)').fill('qrcode');
  await page.getByLabel('Campanha (utm_campaign)').fill('mesa');
  await page.getByRole('button', { name: 'Aplicar ao destino' }).click();
  await expect(page.getByLabel(/^URL Original/)).toHaveValue(
    'https://exemplo.com.br/cardapio?utm_source=qrcode&utm_campaign=mesa',
  );

  await page.getByRole('button', { name: 'Regras do link' }).click();
  await page.getByLabel('Limite de cliques').fill('1');
  await page.getByLabel('Pedir senha para abrir').check();
  await page.getByLabel('Senha do link').fill('abc');
  await page
    .getByLabel('Android')
    .fill('https://play.google.com/store/apps/details?id=br.cardapio');
  await page.getByRole('button', { name: 'Encurtar Link' }).click();
  await expect(page.getByText(MESSAGES.rulePasswordLength.message).first()).toBeVisible();
  await page.getByLabel('Senha do link').fill('mesa12');
  await page.getByRole('button', { name: 'Encurtar Link' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-short-links$/);

  // A visitor on an Android phone.
  const visitor = await browser.newContext({
    userAgent: ANDROID,
    viewport: { width: 360, height: 740 },
  });
  const phone = await visitor.newPage();
  await phone.route('https://play.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Loja de aplicativos</h1>' }),
  );
  const first = await phone.goto(`${baseUrl()}/s/${alias}`);
  expect(first?.status()).toBe(401);
  await expect(phone.getByRole('heading', { name: 'Link Protegido' })).toBeVisible();
  await phone.getByLabel(/^Senha/).fill('errada');
  await phone.getByRole('button', { name: 'Acessar' }).click();
  await expect(phone.getByText('Senha incorreta.')).toBeVisible();
  await phone.getByLabel(/^Senha/).fill('mesa12');
  await phone.getByRole('button', { name: 'Acessar' }).click();
  await expect(phone.getByRole('heading', { name: 'Loja de aplicativos' })).toBeVisible();
  expect(phone.url()).toBe('https://play.google.com/store/apps/details?id=br.cardapio');

  // The one click allowed is used: the link now says so (and stays on the page).
  await phone.goto(`${baseUrl()}/s/${alias}`);
  await expect(phone.getByRole('heading', { name: 'Limite de Acessos Atingido' })).toBeVisible();
  await expect(phone.getByText('Este link atingiu o limite de acessos.')).toBeVisible();
  await phone.screenshot({ path: test.info().outputPath('limit-phone.png') });
  await visitor.close();

  // The rules are kept: the form opens its rules section showing them.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: 'utm_campaign=mesa' });
  await row.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByText('Uma senha já protege este link.')).toBeVisible();
  await expect(page.getByLabel('Android')).toHaveValue(
    'https://play.google.com/store/apps/details?id=br.cardapio',
  );
});

test('on a phone, an owner routes English speakers elsewhere and hands the rest to WhatsApp attendants', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInInBrowser(page, await createConfirmedUser('rotas'), '/dashboard/generate-short-link');
  const alias = `rota-${Date.now()}`;
  await page.getByLabel(/^URL Original/).fill('https://exemplo.com.br/cardapio');
  await page.getByLabel('Alias personalizado (opcional)').fill(alias);
  await page.getByRole('button', { name: 'Regras do link' }).click();
  await page.getByRole('button', { name: 'Adicionar rota' }).click();
  const route = page.getByRole('group', { name: 'Rota 1' });
  await route.getByLabel('Destino da rota').fill('https://exemplo.com.br/menu-en');
  await route.getByRole('button', { name: 'Remover a condição "País" da Rota 1' }).click();
  await route.getByRole('button', { name: 'Adicionar condição à Rota 1' }).click();
  await page.getByRole('menuitem', { name: 'Idioma' }).click();
  await route.getByRole('combobox', { name: 'Idioma' }).click();
  await page.getByRole('option', { name: 'Inglês' }).click();
  await page.keyboard.press('Escape');
  await expect(
    route.getByText('Se o visitante falar inglês: https://exemplo.com.br/menu-en'),
  ).toBeVisible();
  await route.screenshot({ path: test.info().outputPath('route-phone.png') });
  // The rules with a route, an A/B variant and a preview are readable by everyone (WCAG 2.1 AA).
  await page.getByRole('button', { name: 'Adicionar variante' }).click();
  await page.getByLabel('Título da prévia').fill('Cardápio');
  expect(await wcagViolations(page)).toEqual([]);
  await page
    .getByRole('group', { name: 'Variante B' })
    .getByRole('button', { name: 'Remover "Variante B"' })
    .click();
  // Everyone else is handed to two attendants on WhatsApp, one after another.
  await page.getByRole('switch', { name: /^Roleta de WhatsApp/ }).click();
  for (const [n, name, phone] of [
    [1, 'Ana', '(11) 98765-4321'],
    [2, 'Bia', '(21) 98765-4321'],
  ] as const) {
    const attendant = page.getByRole('group', { name: `Atendente ${n}` });
    await attendant.getByLabel('Nome').fill(name);
    await attendant.getByLabel('WhatsApp').fill(phone);
  }
  await page.getByText('Rodízio', { exact: true }).click();
  await page
    .getByRole('group', { name: 'Atendente 1' })
    .getByLabel('Mensagem inicial')
    .fill('Olá! Vim pelo cardápio.');
  expect(await wcagViolations(page)).toEqual([]);
  await page
    .getByRole('group', { name: 'Atendente 1' })
    .screenshot({ path: test.info().outputPath('attendant-phone.png') });
  await page.getByRole('button', { name: 'Encurtar Link' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-short-links$/);

  // Each visitor's browser says which languages it reads (Accept-Language).
  const landing = async (locale: string) => {
    const visitor = await browser.newContext({ locale });
    const tab = await visitor.newPage();
    const hop = tab.waitForRequest((request) => !request.url().startsWith(baseUrl()));
    await tab.route(/^https:\/\/(exemplo\.com\.br|wa\.me)\//, (r) => r.fulfill({ body: 'ok' }));
    await tab.goto(`${baseUrl()}/s/${alias}`).catch(() => undefined);
    const url = (await hop).url();
    await visitor.close();
    return url;
  };
  expect(await landing('en-US')).toBe('https://exemplo.com.br/menu-en');
  expect(await landing('pt-BR')).toBe(
    'https://wa.me/5511987654321?text=Ol%C3%A1!%20Vim%20pelo%20card%C3%A1pio.',
  );
  expect(await landing('pt-BR')).toBe('https://wa.me/5521987654321');
});
