// Teams end to end (docs/product/teams.md): an owner makes a team workspace on 'Equipe' and
// invites by e-mail; the invitee opens the mailed link signed in and accepts, and makes a code
// there as Editor, which the owner finds in the team's list (and not in their personal one) and
// in its 'Atividade'; the owner makes them Leitor, after which the server refuses their write in
// that workspace; they leave.
// The admin first lets the free plan have team workspaces (Admin > Gerenciar Planos' two limits),
// and puts it back afterwards.
import { expect, test } from '@playwright/test';
import { freePlan, setPlanLimits } from './support/free-plan';
import {
  anonKey,
  apiSignIn,
  baseUrl,
  createConfirmedUser,
  expectToast,
  mailedLink,
  signInInBrowser,
} from './support/server';

test('a team: invited by e-mail, accepted from the link, made Leitor and refused, then leaving', async ({
  page,
  browser,
}) => {
  const plan = await freePlan();
  await setPlanLimits(plan, { max_workspaces: 3, max_seats: 5 });
  try {
    const owner = await createConfirmedUser('dona-equipe');
    const member = await createConfirmedUser('membro-equipe');
    await signInInBrowser(page, owner, '/dashboard/team');
    await expect(page.getByText('Seu espaço pessoal')).toBeVisible();

    await page.getByRole('button', { name: 'Novo espaço de trabalho' }).click();
    await page.getByLabel('Nome').fill('Restaurante Sabor');
    await page.getByRole('button', { name: 'Criar', exact: true }).click();
    await expectToast(page, 'Espaço de trabalho criado');
    // The new workspace is the one worked in: the switcher shows it.
    const switcher = page.getByRole('combobox', { name: 'Espaço de trabalho' });
    await expect(switcher).toHaveValue('Restaurante Sabor');

    const invite = page.getByRole('region', { name: 'Convidar pessoas' });
    await invite.getByLabel('E-mail').fill(member.email);
    await invite.getByRole('button', { name: 'Convidar' }).click();
    await expectToast(page, 'Convite enviado');
    await expect(invite.getByRole('row').filter({ hasText: member.email })).toBeVisible();

    // The invitee, signed in on their own browser, opens the link of the mail.
    const link = new URL(await mailedLink(member.email));
    expect(link.pathname).toMatch(/^\/dashboard\/invitations\/[A-Za-z0-9_-]+$/);
    const context = await browser.newContext();
    const other = await context.newPage();
    await signInInBrowser(other, member, link.pathname);
    await expect(other.getByText('Restaurante Sabor')).toBeVisible();
    await other.getByRole('button', { name: 'Aceitar convite' }).click();
    await expectToast(other, 'Convite aceito');
    await expect(other).toHaveURL('/dashboard/team');
    await expect(other.getByRole('region', { name: 'Membros' })).toContainText(member.email);
    // An editor neither invites nor changes roles.
    await expect(other.getByRole('region', { name: 'Convidar pessoas' })).toHaveCount(0);

    // As Editor, a code made in the team's workspace.
    await other.getByRole('link', { name: 'Gerar QR Code' }).click();
    await other.getByLabel(/^URL de destino/).fill('https://exemplo.com.br/cardapio-da-equipe');
    await other.getByRole('button', { name: 'Salvar QR Code' }).click();
    await expect(other.getByRole('row').filter({ hasText: 'cardapio-da-equipe' })).toBeVisible();

    // The owner finds it in the team's list, and not in their personal one.
    await page.getByRole('link', { name: 'Meus QR Codes' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'cardapio-da-equipe' })).toBeVisible();
    await switcher.click();
    await page.getByRole('option', { name: 'Pessoal' }).click();
    await expect(page.getByText('Nenhum QR Code encontrado.')).toBeVisible();
    await switcher.click();
    await page.getByRole('option', { name: 'Restaurante Sabor' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'cardapio-da-equipe' })).toBeVisible();

    // 'Atividade' says who made it.
    await page.getByRole('link', { name: 'Atividade' }).click();
    const made = page
      .getByRole('table', { name: 'Atividade' })
      .getByRole('row')
      .filter({ hasText: 'cardapio-da-equipe' });
    await expect(made).toContainText('Criou');
    await expect(made).toContainText('Pessoa Teste');

    // The owner makes the member Leitor.
    await page.getByRole('link', { name: 'Equipe' }).click();
    const row = page
      .getByRole('region', { name: 'Membros' })
      .getByRole('row')
      .filter({ hasText: member.email });
    await row.getByRole('combobox').click();
    await page.getByRole('option', { name: 'Leitor' }).click();
    await expectToast(page, 'Papel alterado');
    const workspaceId = await page.evaluate(
      () =>
        Object.values(JSON.parse(localStorage.getItem('qrlink.workspace') ?? '{}'))[0] as string,
    );

    // A Leitor's write in the workspace is refused by the server, whatever the screen shows.
    const memberToken = await apiSignIn(member.email, member.password);
    const me = (await (
      await fetch(`${baseUrl()}/auth/v1/user`, {
        headers: { apikey: await anonKey(), authorization: `Bearer ${memberToken}` },
      })
    ).json()) as { id: string };
    const write = await fetch(`${baseUrl()}/rest/v1/qr_codes`, {
      method: 'POST',
      headers: {
        apikey: await anonKey(),
        authorization: `Bearer ${memberToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        workspace_id: workspaceId,
        user_id: me.id,
        target_url: 'https://exemplo.com.br/leitor',
      }),
    });
    expect(write.status).toBe(403);
    await other.reload();
    await expect(
      other.getByText('Você é Leitor aqui: pode ver, mas não criar nem editar.'),
    ).toBeVisible();
    // The Leitor's screens offer only what reads: no edit or delete, no form.
    const leitorRow = other.getByRole('row').filter({ hasText: 'cardapio-da-equipe' });
    await expect(leitorRow.getByRole('link', { name: 'Análise' })).toBeVisible();
    await expect(leitorRow.getByRole('link', { name: 'Editar' })).toHaveCount(0);
    await expect(leitorRow.getByRole('button', { name: 'Excluir' })).toHaveCount(0);
    await other.getByRole('link', { name: 'Gerar QR Code' }).click();
    await expect(other.getByText('Somente leitura')).toBeVisible();

    // The member leaves.
    await other.getByRole('link', { name: 'Equipe' }).click();
    await other.getByRole('button', { name: 'Sair do espaço de trabalho' }).click();
    await other.getByRole('dialog').getByRole('button', { name: 'Sair', exact: true }).click();
    await expectToast(other, 'Você saiu de "Restaurante Sabor".');
    await expect(other.getByText('Seu espaço pessoal')).toBeVisible();
    await context.close();
  } finally {
    await setPlanLimits(plan, {
      max_workspaces: plan.max_workspaces as number,
      max_seats: plan.max_seats as number,
    });
  }
});
