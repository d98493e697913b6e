// The admin's changes that every visitor sees, end to end on the real server: a plan on
// /pricing, closed registrations, maintenance mode, and the site-wide figures (which the other
// specs' accounts would move). This spec runs alone, after every other spec (see
// playwright.config.ts); the rest of the admin area is in admin-access.spec.ts.
import { expect, test } from '@playwright/test';
import { e2eAdmin } from './support/admin';
import {
  anonKey,
  apiSignIn,
  baseUrl,
  createConfirmedUser,
  expectToast,
  rpcAs,
  signInInBrowser,
  uniqueEmail,
} from './support/server';
import { openInApp } from './support/in-app';

test.describe('the admin', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeEach(async ({ page }) => {
    await signInInBrowser(page, e2eAdmin);
  });

  test('creates, previews, edits and deletes a plan that /pricing shows', async ({ page }) => {
    const id = `plano_e2e_${Date.now()}`;
    await openInApp(page, '/admin/plans');
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
    await page.getByLabel('Guardar visitas por (meses)').fill('12');
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

    await openInApp(page, '/pricing');
    await expect(page.getByRole('article', { name: 'Plano Plano E2E' })).toContainText('R$ 29,90');

    await openInApp(page, '/admin/plans');
    await page.getByRole('link', { name: 'Editar Plano E2E' }).click();
    await expect(page.getByLabel('ID do plano')).toBeDisabled();
    await expect(page.getByLabel('ID do plano')).toHaveValue(id);
    await expect(page.getByLabel('Guardar visitas por (meses)')).toHaveValue('12');
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

  test('closes registrations: the server refuses sign-up until they reopen', async ({ page }) => {
    await openInApp(page, '/admin/settings');
    await expect(page).toHaveTitle(/Configurações/);
    const registrations = page.getByRole('switch', { name: 'Permitir novos cadastros' });
    await expect(registrations).toBeChecked();
    await registrations.click();
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
    await registrations.click();
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
    await openInApp(page, '/admin/settings');
    await page.getByLabel('Mensagem de manutenção').fill(message);
    await page.getByRole('button', { name: 'Salvar mensagem' }).click();
    await expectToast(page, 'Configuração salva');
    const maintenance = page.getByRole('switch', { name: 'Modo de manutenção' });
    await maintenance.click();
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
      await openInApp(page, '/admin/settings');
      await page.getByRole('switch', { name: 'Modo de manutenção' }).click();
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
    await openInApp(page, '/admin/analytics');
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
});
