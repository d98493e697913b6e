// The admin area end to end on the real server, in what the other specs may run beside: as
// the admin (clients, the plan form, the menu on a phone), as a plain user (sent away from every
// /admin route, every admin function refused by the API) and anonymously. What changes the site
// for every visitor (plans on /pricing, registrations, maintenance, the site-wide figures) is in
// admin.spec.ts, which runs alone.
import { expect, test, type Page } from '@playwright/test';
import { e2eAdmin } from './support/admin';
import {
  anonKey,
  apiSignIn,
  baseUrl,
  createConfirmedUser,
  expectToast,
  rpcAs,
  rpcStatus,
  signInInBrowser,
} from './support/server';
import { openInApp } from './support/in-app';

const ADMIN_PATHS = [
  '/admin',
  '/admin/clients',
  '/admin/clients/edit/00000000-0000-4000-8000-000000000000',
  '/admin/workspaces',
  '/admin/analytics',
  '/admin/settings',
  '/admin/security',
  '/admin/reports',
  '/admin/audit',
  '/admin/plans',
  '/admin/plans/new',
  '/admin/plans/edit/basico',
];

/**
 * The first admin route as a deep link (a full load, the session read from storage), the others
 * through the router, as a link in the app would open them: the guard is the same component
 * either way, and a full load costs the browser about a CPU-second. The caller waits for the
 * screen it lands on before opening the next.
 */
async function openAdminPath(page: Page, path: string, index: number) {
  if (index === 0) await page.goto(path);
  else await openInApp(page, path);
}

/** /login carrying exactly the route asked for, so that signing in comes back to it. */
function loginFor(path: string): RegExp {
  return new RegExp(`/login\\?redirect=${encodeURIComponent(path)}$`);
}

async function openClient(page: Page, email: string) {
  await page.getByLabel('Buscar clientes').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('anonymous visitors', () => {
  test('every /admin route sends them to /login', async ({ page }) => {
    for (const [i, path] of ADMIN_PATHS.entries()) {
      await openAdminPath(page, path, i);
      await expect(page).toHaveURL(loginFor(path));
      await expect(page.getByRole('heading', { name: 'Entrar', level: 1 })).toBeVisible();
    }
  });

  test('Back from the /login a guard sent them to returns to the page before', async ({ page }) => {
    // The first load's redirects replace the guarded address instead of adding history entries
    // (an index route's loader redirect once left one behind, and Back showed an empty page).
    for (const guarded of ['/dashboard', '/admin']) {
      await page.goto('/pricing');
      await expect(page.getByRole('heading', { name: 'Planos e Preços', level: 1 })).toBeVisible();
      await page.goto(guarded);
      await expect(page).toHaveURL(loginFor(guarded));
      await page.goBack();
      await expect(page).toHaveURL(/\/pricing$/);
      await expect(page.getByRole('heading', { name: 'Planos e Preços', level: 1 })).toBeVisible();
    }
  });

  test('the API refuses every admin function without a session', async () => {
    const key = await anonKey();
    for (const fn of [
      'admin_list_clients',
      'get_admin_analytics_overview',
      'get_all_app_settings',
    ]) {
      const response = await fetch(`${baseUrl()}/rest/v1/rpc/${fn}`, {
        method: 'POST',
        headers: { apikey: key, 'content-type': 'application/json' },
        body: '{}',
      });
      expect([401, 403, 404]).toContain(response.status);
    }
  });
});

test.describe('a signed-in user who is not an admin', () => {
  test('is sent to /dashboard from every /admin route and sees no Painel Admin', async ({
    page,
  }) => {
    const account = await createConfirmedUser('nao-admin');
    await signInInBrowser(page, account);
    await expect(page.getByRole('link', { name: 'Painel Admin' })).toHaveCount(0);
    for (const [i, path] of ADMIN_PATHS.entries()) {
      await openAdminPath(page, path, i);
      await expect(page).toHaveURL(/\/dashboard\/my-qrs$/);
      await expect(page.getByRole('heading', { name: 'Meus QR Codes', level: 1 })).toBeVisible();
    }
  });

  test('is refused by every admin function called directly', async () => {
    const account = await createConfirmedUser('api-nao-admin');
    const token = await apiSignIn(account.email, account.password);
    const calls: [string, object][] = [
      ['get_all_clients', {}],
      ['admin_list_clients', { p_search: '' }],
      ['admin_get_client', { p_client_id: '00000000-0000-4000-8000-000000000000' }],
      [
        'admin_update_client',
        { p_client_id: '00000000-0000-4000-8000-000000000000', p_full_name: 'X', p_role: 'admin' },
      ],
      ['admin_delete_user_and_data', { user_id_to_delete: '00000000-0000-4000-8000-000000000000' }],
      ['get_admin_analytics_overview', {}],
      ['admin_daily_activity', { p_days: 30 }],
      ['get_all_app_settings', {}],
      [
        'update_app_setting',
        { p_key: 'maintenance_mode', p_value: { enabled: true, message: 'x' } },
      ],
      ['admin_create_plan', { p_id: 'hack', p_name: 'Hack', p_price: 0 }],
      ['admin_update_plan', { p_id: 'basico', p_name: 'Hack', p_price: 0 }],
      ['admin_delete_plan', { p_id: 'basico' }],
    ];
    for (const [fn, args] of calls) {
      const { status, body } = await rpcStatus(token, fn, args);
      expect(status, fn).toBe(403);
      expect(body, fn).toMatchObject({ code: '42501' });
    }
    // Nothing changed: the plan is still there under its name.
    const plans = (await (
      await fetch(`${baseUrl()}/rest/v1/plans?id=eq.basico&select=name`, {
        headers: { apikey: await anonKey() },
      })
    ).json()) as { name: string }[];
    expect(plans).toEqual([{ name: 'Básico' }]);
  });
});

test.describe('the admin', () => {
  test.beforeEach(async ({ page }) => {
    await signInInBrowser(page, e2eAdmin);
  });

  test('lands on clients, searches, edits a client and keeps the last admin', async ({ page }) => {
    const client = await createConfirmedUser('cliente-admin');
    await page.getByRole('link', { name: 'Painel Admin' }).click();
    await expect(page).toHaveURL(/\/admin\/clients$/);
    await expect(page).toHaveTitle(/Gerenciar Clientes/);
    await expect(page.getByRole('heading', { name: 'Gerenciar Clientes' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Gerenciar Clientes' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const row = await openClient(page, client.email);
    await expect(row).toContainText('Pessoa Teste');
    await expect(row).toContainText('Usuário');
    await expect(row).toContainText('Grátis');
    await page.getByLabel('Buscar clientes').fill('ninguem-com-este-email@nada');
    await expect(page.getByText('Nenhum cliente encontrado para essa busca.')).toBeVisible();

    await (await openClient(page, client.email)).getByRole('link', { name: 'Editar' }).click();
    await expect(page.getByRole('heading', { name: 'Editar Cliente' })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue(client.email);
    await expect(page.getByLabel('E-mail')).toHaveAttribute('readonly', '');
    await page.getByLabel('Nome completo').fill('   ');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('O nome completo é obrigatório.')).toBeVisible();
    await page.getByLabel('Nome completo').fill('Cliente Renomeada');
    await page.getByRole('combobox', { name: 'Papel' }).click();
    await page.getByRole('option', { name: 'Administrador' }).click();
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expectToast(page, 'Cliente atualizado');
    await expect(page).toHaveURL(/\/admin\/clients$/);
    const renamed = await openClient(page, client.email);
    await expect(renamed).toContainText('Cliente Renomeada');
    await expect(renamed).toContainText('Administrador');

    // Demote them again; then the e2e admin is the last admin and cannot step down.
    await renamed.getByRole('link', { name: 'Editar' }).click();
    await page.getByRole('combobox', { name: 'Papel' }).click();
    await page.getByRole('option', { name: 'Usuário' }).click();
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expectToast(page, 'Cliente atualizado');

    const me = await openClient(page, e2eAdmin.email);
    await expect(me.getByRole('button', { name: 'Excluir' })).toHaveCount(0);
    await me.getByRole('link', { name: 'Editar' }).click();
    await page.getByRole('combobox', { name: 'Papel' }).click();
    await page.getByRole('option', { name: 'Usuário' }).click();
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expectToast(page, 'Erro ao salvar');
    await expect(page.getByText('Não é possível rebaixar o último administrador.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/clients\/edit\//);
  });

  test('Segurança: blocks a domain, imports a list, and a user can no longer use them', async ({
    page,
  }) => {
    const stamp = Date.now();
    const domain = `golpe-${stamp}.example`;
    await openInApp(page, '/admin/clients');
    await page.getByRole('link', { name: 'Segurança' }).click();
    await expect(page).toHaveURL(/\/admin\/security$/);
    await expect(page).toHaveTitle(/Segurança/);
    await page.getByRole('button', { name: 'Bloquear domínio' }).click();
    await expect(page.getByText('Informe um domínio, como golpe.exemplo.com.')).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Domínio', exact: true })
      .fill(`https://www.${domain}/pix`);
    await page.getByLabel('Motivo (opcional)').fill('Denúncia de golpe');
    await page.getByRole('button', { name: 'Bloquear domínio' }).click();
    await expectToast(page, 'Domínio bloqueado');
    await page.getByLabel('Buscar domínios').fill(`${stamp}`);
    const table = page.getByRole('table', { name: 'Domínios bloqueados' });
    await expect(table.getByRole('row').filter({ hasText: domain })).toContainText(
      'Denúncia de golpe',
    );
    await page.getByRole('textbox', { name: 'Domínio', exact: true }).fill(domain);
    await page.getByRole('button', { name: 'Bloquear domínio' }).click();
    await expect(page.getByText('Este domínio já está na lista.')).toBeVisible();

    await page.getByLabel('Motivo (opcional)').fill('');
    await page.locator('input[type=file]').setInputFiles({
      name: 'lista.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(`# golpes\nfraude-${stamp}.example\n${domain}\n`),
    });
    await expectToast(page, 'Lista importada');
    await expect(page.getByText('1 domínio novo bloqueado.')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(3);

    // Every door refuses it now: here, a signed-in user's REST call.
    const user = await createConfirmedUser('bloqueio');
    const { status, body } = await rpcStatus(
      await apiSignIn(user.email, user.password),
      'bulk_create_items',
      {
        p_kind: 'short_link',
        p_rows: [{ line: 1, destination: `https://loja.fraude-${stamp}.example/` }],
      },
    );
    expect({ status, body }).toMatchObject({
      status: 400,
      body: { message: 'Linha 1: Este endereço não pode ser usado: o domínio está bloqueado.' },
    });

    await table.getByRole('button', { name: `Remover fraude-${stamp}.example` }).click();
    await page
      .getByRole('dialog', { name: 'Remover da lista?' })
      .getByRole('button', { name: 'Remover' })
      .click();
    await expectToast(page, 'Domínio removido');
    await expect(table.getByRole('row')).toHaveCount(2);
  });

  test('an unknown client shows the error and goes back to the list', async ({ page }) => {
    await openInApp(page, '/admin/clients/edit/00000000-0000-4000-8000-000000000000');
    await expectToast(page, 'Erro ao carregar cliente');
    await expect(page.getByText('Cliente não encontrado.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/clients$/);
  });

  test('deletes a client and all their data after confirming', async ({ page }) => {
    const client = await createConfirmedUser('cliente-excluir');
    const token = await apiSignIn(client.email, client.password);
    await rpcAs(token, 'create_short_link', { p_original_url: 'https://example.com/apagar' });
    await openInApp(page, '/admin/clients');
    const row = await openClient(page, client.email);

    await row.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByRole('dialog', { name: 'Excluir cliente?' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await expectToast(page, 'Cliente removido');
    await expect(page.getByText('Nenhum cliente encontrado para essa busca.')).toBeVisible();
    await expect(apiSignIn(client.email, client.password)).rejects.toThrow(/sign-in failed/);
  });

  test('the plan form reads prices typed and pasted the way a Brazilian means them', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openInApp(page, '/admin/plans/new');
    const monthly = page.getByLabel('Preço mensal');
    const yearly = page.getByLabel('Preço anual');
    const preview = page.getByTestId('plan-preview');
    // Real keystrokes: the '.' must wait for the digits after it ('1.234,56' was R$ 1,23).
    await monthly.pressSequentially('1.234,56');
    await expect(preview).toContainText('R$ 1.234,56');
    await yearly.focus();
    await expect(monthly).toHaveValue('R$ 1.234,56');
    // Through the clipboard, as copied from a spreadsheet or a US site.
    for (const [pasted, shown] of [
      ['29.90', 'R$ 29,90'],
      ['1234.56', 'R$ 1.234,56'],
      ['R$ 1.234', 'R$ 1.234,00'],
    ] as const) {
      await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
      await monthly.selectText();
      await monthly.press('ControlOrMeta+V');
      await expect(preview).toContainText(shown);
      await yearly.focus();
      await expect(monthly).toHaveValue(shown);
    }
  });

  test('an unknown plan shows the error and goes back to the list', async ({ page }) => {
    await openInApp(page, '/admin/plans/edit/nao-existe');
    await expectToast(page, 'Erro');
    await expect(page.getByText('Plano não encontrado.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/plans$/);
  });

  test('on a phone the admin menu is a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openInApp(page, '/admin/clients');
    await page.getByRole('button', { name: 'Menu do admin' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Configurações' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole('heading', { name: 'Configurações' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
