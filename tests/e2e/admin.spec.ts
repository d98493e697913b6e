// The admin area end to end on the real server: as the admin (every screen and its failure
// path), as a plain user (sent away from every /admin route, every admin function refused by
// the API) and anonymously.
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
  uniqueEmail,
} from './support/server';

const ADMIN_PATHS = [
  '/admin',
  '/admin/clients',
  '/admin/clients/edit/00000000-0000-4000-8000-000000000000',
  '/admin/analytics',
  '/admin/settings',
  '/admin/plans',
  '/admin/plans/new',
  '/admin/plans/edit/basico',
];

async function openClient(page: Page, email: string) {
  await page.getByLabel('Buscar clientes').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('anonymous visitors', () => {
  test('every /admin route sends them to /login', async ({ page }) => {
    for (const path of ADMIN_PATHS) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login\?redirect=/);
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
    for (const path of ADMIN_PATHS) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard\/my-qrs$/);
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
  test.describe.configure({ mode: 'serial' });

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

  test('an unknown client shows the error and goes back to the list', async ({ page }) => {
    await page.goto('/admin/clients/edit/00000000-0000-4000-8000-000000000000');
    await expectToast(page, 'Erro ao carregar cliente');
    await expect(page.getByText('Cliente não encontrado.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/clients$/);
  });

  test('deletes a client and all their data after confirming', async ({ page }) => {
    const client = await createConfirmedUser('cliente-excluir');
    const token = await apiSignIn(client.email, client.password);
    await rpcAs(token, 'create_short_link', { p_original_url: 'https://example.com/apagar' });
    await page.goto('/admin/clients');
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

  test('creates, previews, edits and deletes a plan that /pricing shows', async ({ page }) => {
    const id = `plano_e2e_${Date.now()}`;
    await page.goto('/admin/plans');
    await expect(page).toHaveTitle(/Gerenciar Planos/);
    // In their `order`: the header row, then Grátis (0), Básico (1), Profissional (2).
    const rows = page.getByRole('row');
    for (const [index, name] of ['Grátis', 'Básico', 'Profissional'].entries()) {
      await expect(rows.nth(index + 1)).toContainText(name);
    }

    await page.getByRole('link', { name: 'Novo Plano' }).click();
    await expect(page).toHaveURL(/\/admin\/plans\/new$/);
    await page.getByLabel('ID do plano').fill('plano com espaço');
    await page.getByLabel(/^Nome/).fill('Plano E2E');
    await page.getByLabel('Preço mensal').fill('29,90');
    await page.getByLabel('Recursos').fill('["Um", "Dois"');
    await page.getByRole('button', { name: 'Criar plano' }).click();
    await expect(page.getByText('O ID do plano não pode conter espaços')).toBeVisible();
    await expect(page.getByText("O campo 'Recursos' deve ser um JSON array válido.")).toBeVisible();

    await page.getByLabel('ID do plano').fill(id);
    await page.getByLabel('Recursos').fill('["QR codes ilimitados", "Suporte prioritário"]');
    const preview = page.getByTestId('plan-preview');
    await expect(preview).toContainText('Plano E2E');
    await expect(preview).toContainText('R$ 29,90');
    await expect(preview).toContainText('Suporte prioritário');
    await expect(page.getByText('Sugestão de preço anual: R$ 251,16')).toBeVisible();
    await page.getByRole('button', { name: 'Usar sugestão' }).click();
    await expect(page.getByLabel('Preço anual')).toHaveValue('R$ 251,16');
    await page.getByLabel('Ciclo da pré-visualização').getByText('Anual').click();
    await expect(preview).toContainText('R$ 251,16');
    await expect(preview.getByRole('button', { name: 'Assinar Agora' })).toBeVisible();
    await page.getByLabel('Ordem').fill('3');
    await page.getByRole('button', { name: 'Criar plano' }).click();
    await expectToast(page, 'Plano criado');
    await expect(page).toHaveURL(/\/admin\/plans$/);
    await expect(page.getByRole('row').filter({ hasText: id })).toContainText('R$ 29,90');

    // The same id again is refused by the database.
    await page.getByRole('link', { name: 'Novo Plano' }).click();
    await page.getByLabel('ID do plano').fill(id);
    await page.getByLabel(/^Nome/).fill('Duplicado');
    await page.getByLabel('Preço mensal').fill('1');
    await page.getByRole('button', { name: 'Criar plano' }).click();
    await expectToast(page, 'Erro ao salvar');
    await expect(page.getByText('Já existe um plano com este ID.')).toBeVisible();

    await page.goto('/pricing');
    await expect(page.getByRole('article', { name: 'Plano Plano E2E' })).toContainText('R$ 29,90');

    await page.goto('/admin/plans');
    await page.getByRole('link', { name: 'Editar Plano E2E' }).click();
    await expect(page.getByLabel('ID do plano')).toBeDisabled();
    await expect(page.getByLabel('ID do plano')).toHaveValue(id);
    await page.getByLabel('Preço mensal').fill('39,90');
    await page.getByLabel('Preço anual').fill('0');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expectToast(page, 'Plano atualizado');
    const edited = page.getByRole('row').filter({ hasText: id });
    await expect(edited).toContainText('R$ 39,90');
    // A yearly price of 0 is saved as none.
    await expect(edited.getByRole('cell').nth(3)).toHaveText('—');

    await page.getByRole('button', { name: 'Excluir Grátis' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await expectToast(page, 'Erro ao Excluir');
    await expect(
      page.getByText('O plano gratuito (free_plan) não pode ser excluído.'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Excluir Plano E2E' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await expectToast(page, 'Plano excluído');
    await expect(page.getByRole('row').filter({ hasText: id })).toHaveCount(0);
  });

  test('the plan form reads prices typed and pasted the way a Brazilian means them', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/admin/plans/new');
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
    await page.goto('/admin/plans/edit/nao-existe');
    await expectToast(page, 'Erro');
    await expect(page.getByText('Plano não encontrado.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/plans$/);
  });

  test('closes registrations: the server refuses sign-up until they reopen', async ({ page }) => {
    await page.goto('/admin/settings');
    await expect(page).toHaveTitle(/Configurações/);
    const registrations = page.getByRole('switch', { name: 'Permitir novos cadastros' });
    await expect(registrations).toBeChecked();
    await registrations.click({ force: true });
    await expectToast(page, 'Configuração salva');
    await expect(registrations).not.toBeChecked();

    const refused = await fetch(`${baseUrl()}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: await anonKey(), 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('fechado'), password: 'segredo123' }),
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);

    await page.reload();
    await expect(registrations).not.toBeChecked();
    await registrations.click({ force: true });
    await expectToast(page, 'Configuração salva');
    await expect(registrations).toBeChecked();
    await createConfirmedUser('reaberto');
  });

  test('maintenance: visitors see the message, the admin and the redirects keep working', async ({
    page,
    browser,
  }) => {
    const message = `Manutenção programada ${Date.now()}`;
    const member = await createConfirmedUser('durante-manutencao');
    const created = await rpcAs(
      await apiSignIn(e2eAdmin.email, e2eAdmin.password),
      'create_short_link',
      {
        p_original_url: 'https://example.com/durante-manutencao',
      },
    );
    const { short_code: code } = (Array.isArray(created) ? created[0] : created) as {
      short_code: string;
    };
    await page.goto('/admin/settings');
    await page.getByLabel('Mensagem de manutenção').fill(message);
    await page.getByRole('button', { name: 'Salvar mensagem' }).click();
    await expectToast(page, 'Configuração salva');
    const maintenance = page.getByRole('switch', { name: 'Modo de manutenção' });
    await maintenance.click({ force: true });
    await expect(maintenance).toBeChecked();

    try {
      const visitor = await browser.newContext();
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(`${baseUrl()}/pricing`);
      await expect(visitorPage.getByRole('heading', { name: 'Site em manutenção' })).toBeVisible();
      await expect(visitorPage.getByText(message)).toBeVisible();
      // A signed-in user who is not an admin gets in, and sees the same page.
      await visitorPage.goto(`${baseUrl()}/login`);
      await visitorPage.getByLabel('E-mail').fill(member.email);
      await visitorPage.getByLabel(/^Senha/).fill(member.password);
      await visitorPage.getByRole('button', { name: 'Entrar' }).click();
      await expect(visitorPage).toHaveURL(/\/dashboard/);
      await expect(visitorPage.getByRole('heading', { name: 'Site em manutenção' })).toBeVisible();
      await visitor.close();

      const redirect = await fetch(`${baseUrl()}/s/${code}`, { redirect: 'manual' });
      expect(redirect.status).toBe(302);
      expect(redirect.headers.get('location')).toBe('https://example.com/durante-manutencao');

      await page.getByRole('link', { name: 'Gerenciar Planos' }).click();
      await expect(page.getByRole('heading', { name: 'Gerenciar Planos' })).toBeVisible();
    } finally {
      await page.goto('/admin/settings');
      await page.getByRole('switch', { name: 'Modo de manutenção' }).click({ force: true });
      await expectToast(page, 'Configuração salva');
      await expect(page.getByRole('switch', { name: 'Modo de manutenção' })).not.toBeChecked();
    }
  });

  test('Análise Geral shows the six figures and the daily charts', async ({ page }) => {
    const token = await apiSignIn(e2eAdmin.email, e2eAdmin.password);
    const overview = (await rpcAs(token, 'get_admin_analytics_overview', {})) as Record<
      string,
      number
    >;
    await page.goto('/admin/analytics');
    await expect(page).toHaveTitle(/Análise Geral/);
    for (const [label, key] of [
      ['Total de Usuários', 'total_users'],
      ['Novos Usuários (30 dias)', 'new_users_last_30_days'],
      ['Total de QR Codes', 'total_qr_codes'],
      ['Total de Links Curtos', 'total_short_links'],
      ['Total de Scans', 'total_scans'],
      ['Total de Cliques', 'total_clicks'],
    ] as const) {
      const card = page
        .locator('div')
        .filter({ has: page.getByText(label, { exact: true }) })
        .last();
      await expect(card).toContainText(Number(overview[key]).toLocaleString('pt-BR'));
    }
    await expect(page.getByRole('figure', { name: 'Novos usuários por dia' })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Scans e cliques por dia' })).toBeVisible();
    await page.getByLabel('Período dos gráficos').getByText('90 dias').click();
    await expect(page.getByRole('radio', { name: '90 dias' })).toBeChecked();
    // One bar per day; today's (the last) is drawn, since this run created users today.
    const bars = page
      .getByRole('figure', { name: 'Novos usuários por dia' })
      .locator('.recharts-bar-rectangle');
    await expect(bars).toHaveCount(90);
    await expect(bars.last()).toBeVisible();
  });

  test('on a phone the admin menu is a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/admin/clients');
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
