// Every signed-in screen, with data on it, passes axe's WCAG 2.1 A and AA rules on a computer
// (1366 px) and on a phone (390 px): a user with dynamic QR codes, short links and their visits,
// and the admin screens as the e2e admin. Each account signs in once and its page is reused,
// moving between screens as the app's links do; every screen waits for its data, never for a
// fixed time. Set A11Y_SCREENSHOTS=<folder> to keep a full-page screenshot of each screen as it
// was checked.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { e2eAdmin } from './support/admin';
import { wcagViolations } from './support/axe';
import { openInApp } from './support/in-app';
import { createSampleData, type SampleData } from './support/sample-data';
import { apiSignIn, baseUrl, createConfirmedUser, signInInBrowser } from './support/server';

interface Viewport {
  width: number;
  height: number;
}

const VIEWPORTS: Viewport[] = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

interface Screen {
  path: string;
  /** Resolves once the screen shows what it is there to show (its data, not a loader). */
  ready: (page: Page) => Promise<void>;
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

const rowWith = (text: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('row').filter({ hasText: text }).first()).toBeVisible();
};

const textShown = (text: string) => async (page: Page) => {
  await expect(page.getByText(text).first()).toBeVisible();
};

/** Rows of visits, and the charts' panel once it has drawn them. */
const analytics = async (page: Page) => {
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dispositivos' })).toContainText(/Celular/);
  await expect(page.getByRole('status', { name: 'Carregando gráficos' })).toHaveCount(0);
};

function userScreens(data: SampleData): Screen[] {
  const [qrCode] = data.qrCodeIds.slice(-1);
  const [link] = data.links;
  const settings = [
    'profile',
    'password',
    'security',
    'subscription',
    'api',
    'privacy',
    'delete_account',
  ];
  return [
    { path: '/dashboard/my-qrs', ready: rowWith('exemplo.com.br/cardapio') },
    {
      path: `/dashboard/generate-qr/${qrCode}`,
      ready: async (page) => {
        await expect(page.getByLabel(/^URL de destino/)).toHaveValue(/catalogo\.pdf/);
      },
    },
    { path: '/dashboard/generate-qr', ready: heading(/QR Code/) },
    { path: '/dashboard/my-short-links', ready: rowWith(link!.code) },
    {
      path: `/dashboard/generate-short-link/${link!.id}`,
      ready: async (page) => {
        await expect(page.getByLabel(/^URL Original/)).toHaveValue(/black-friday/);
      },
    },
    { path: '/dashboard/analytics', ready: analytics },
    { path: `/dashboard/analytics/${qrCode}`, ready: analytics },
    { path: `/dashboard/link-analytics/${link!.id}`, ready: analytics },
    {
      path: '/dashboard/bulk',
      // With pasted lines checked: the preview table, its badges and a refused line.
      ready: async (page) => {
        await page
          .getByLabel('Ou cole as linhas')
          .fill('https://exemplo.com.br/mesa-1\nhttps://exemplo.com.br/mesa-2\nnão é uma url');
        await page.getByRole('button', { name: 'Verificar linhas' }).click();
        await expect(page.getByText(/3 linhas lidas/)).toBeVisible();
      },
    },
    ...settings.map((tab) => ({
      path: `/dashboard/settings/${tab}`,
      ready: async (page: Page) => {
        await expect(page.getByRole('tab', { selected: true })).toBeVisible();
        await expect(page.getByRole('tabpanel')).toBeVisible();
      },
    })),
    { path: '/dashboard/notifications', ready: textShown('Criação em massa') },
    { path: '/dashboard/pages', ready: textShown('Você ainda não tem páginas.') },
    {
      path: '/dashboard/pages/new',
      // With a WhatsApp button: its drag handle, arrows and fields, and a low-contrast notice.
      ready: async (page) => {
        await page.getByRole('button', { name: 'Adicionar botão' }).click();
        await page.getByRole('menuitem', { name: 'WhatsApp' }).click();
        await page.getByLabel('Cor dos botões', { exact: true }).fill('#ffcccc');
        // Closed again: the picker's sliders are a mouse's way, the field itself the keyboard's.
        await page.getByRole('heading', { level: 1 }).click();
        await expect(page.locator('.mantine-ColorInput-saturation')).toHaveCount(0);
        await expect(page.getByText('Contraste baixo')).toBeVisible();
        await expect(page.getByLabel('Mensagem inicial (opcional)')).toBeVisible();
      },
    },
    {
      path: '/dashboard/pages/new',
      // As a digital menu: an opening-hours line, a section with an item, its price and tags.
      ready: async (page) => {
        await page.getByText('Cardápio digital').click();
        await page.getByRole('button', { name: 'Adicionar horário' }).click();
        await page.getByLabel(/^Nome do item/).fill('Pão de queijo');
        await page.getByText('Vegano', { exact: true }).click();
        await expect(page.getByRole('checkbox', { name: 'Vegano' })).toBeChecked();
      },
    },
  ];
}

function adminScreens(client: { id: string; email: string }): Screen[] {
  return [
    { path: '/admin/clients', ready: rowWith(client.email) },
    {
      path: `/admin/clients/edit/${client.id}`,
      ready: async (page) => {
        await expect(page.getByLabel(/^E-mail/)).toHaveValue(client.email);
      },
    },
    { path: '/admin/workspaces', ready: rowWith('Pessoal') },
    { path: '/admin/plans', ready: rowWith('Profissional') },
    { path: '/admin/plans/new', ready: heading('Novo Plano') },
    {
      path: '/admin/plans/edit/profissional',
      ready: async (page) => {
        await expect(page.getByLabel(/^Nome/)).toHaveValue('Profissional');
      },
    },
    { path: '/admin/settings', ready: heading('Configurações') },
    { path: '/admin/security', ready: heading('Segurança') },
    { path: '/admin/reports', ready: heading('Denúncias') },
    { path: '/admin/audit', ready: heading('Auditoria') },
    {
      path: '/admin/analytics',
      ready: async (page) => {
        await heading('Análise Geral')(page);
        await expect(page.getByText(/^Carregando/).filter({ visible: true })).toHaveCount(0);
      },
    },
  ];
}

/** The account's id, from its access token (the admin opens that client's page). */
function userIdOf(token: string): string {
  const payload = Buffer.from(token.split('.')[1] ?? '', 'base64url').toString();
  return (JSON.parse(payload) as { sub: string }).sub;
}

async function signedInPage(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'pt-BR' });
  const page = await context.newPage();
  await signInInBrowser(page, account);
  return page;
}

/** Every screen at one width; a failing screen is reported and the others still checked. */
async function checkScreens(page: Page, viewport: Viewport, screens: Screen[]) {
  await page.setViewportSize(viewport);
  for (const screen of screens) {
    await openInApp(page, screen.path);
    await screen.ready(page);
    await expect(page.getByText(/^Carregando/).filter({ visible: true })).toHaveCount(0);
    const folder = process.env.A11Y_SCREENSHOTS;
    if (folder) {
      const name = `${screen.path.replace(/\W+/g, '_')}-${viewport.width}.png`;
      await page.screenshot({ path: `${folder}/${name}`, fullPage: true });
    }
    expect.soft(await wcagViolations(page), `${screen.path} at ${viewport.width} px`).toEqual([]);
  }
}

/**
 * One describe per account: each screen list at every width. Its tests may run on both workers
 * at once (each worker then signs in its own page): this spec is the suite's longest, and in one
 * worker it was the run's last minute.
 */
function describeScreens(
  title: string,
  testTitle: string,
  timeout: number,
  prepare: (browser: Browser) => Promise<{ page: Page; screens: Screen[] }>,
) {
  test.describe(`signed-in screens with data: ${title}`, () => {
    test.describe.configure({ mode: 'parallel' });
    let prepared: { page: Page; screens: Screen[] } | undefined;

    test.beforeAll(async ({ browser }) => {
      prepared = await prepare(browser);
    });

    test.afterAll(async () => {
      await prepared?.page.context().close();
    });

    for (const viewport of VIEWPORTS) {
      test(`${testTitle}, at ${viewport.width} px`, async () => {
        test.setTimeout(timeout);
        await checkScreens(prepared!.page, viewport, prepared!.screens);
      });
    }
  });
}

describeScreens('a user', 'a user with QR codes, links and visits', 150_000, async (browser) => {
  const account = await createConfirmedUser('a11y');
  const token = await apiSignIn(account.email, account.password);
  const screens = userScreens(await createSampleData(token));
  return { page: await signedInPage(browser, account), screens };
});

describeScreens('the admin', 'the admin screens', 90_000, async (browser) => {
  const client = await createConfirmedUser('a11y-cliente');
  const token = await apiSignIn(client.email, client.password);
  const screens = adminScreens({ id: userIdOf(token), email: client.email });
  return { page: await signedInPage(browser, e2eAdmin), screens };
});
