// Moderation end to end: a visitor with no account opens a short link's preview address, sees
// where it leads and reports it; the admin finds the report in Admin > Denúncias and disables
// the link, which then answers 410 with its sentence, and the action is in Admin > Auditoria.
// The admin re-enables it and the link redirects again.
import { expect, test } from '@playwright/test';
import { e2eAdmin } from './support/admin';
import { blockingViolations, wcagViolations } from './support/axe';
import {
  apiSignIn,
  baseUrl,
  createConfirmedUser,
  expectToast,
  rpcAs,
  signInInBrowser,
} from './support/server';

const DISABLED = 'Este link foi desativado por violar os Termos de Uso.';

test('a reported link is disabled by the admin, answers 410, and is re-enabled', async ({
  page,
  browser,
}) => {
  const owner = await createConfirmedUser('denunciado');
  const alias = `promo-${Date.now().toString(36)}`;
  const destination = `https://loja.example.com/oferta-${alias}`;
  await rpcAs(await apiSignIn(owner.email, owner.password), 'bulk_create_items', {
    p_kind: 'short_link',
    p_rows: [{ line: 1, destination, alias }],
  });
  const scan = () => fetch(`${baseUrl()}/s/${alias}`, { redirect: 'manual' });
  expect((await scan()).status).toBe(302);

  // A visitor, signed out, checks where the link leads before following it, and reports it.
  const visitorContext = await browser.newContext({ baseURL: baseUrl(), locale: 'pt-BR' });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/s/${alias}+`);
  await expect(visitor.getByRole('heading', { name: 'Para onde este link leva' })).toBeVisible();
  await expect(visitor.getByText(destination)).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Continuar' })).toHaveAttribute(
    'href',
    destination,
  );
  expect(await blockingViolations(visitor)).toEqual([]);
  await visitor.getByRole('button', { name: 'Denunciar' }).click();
  const form = visitor.getByRole('dialog', { name: 'Denunciar' });
  await form.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(form.getByText('Escolha o motivo da denúncia.')).toBeVisible();
  expect(await blockingViolations(visitor)).toEqual([]);
  await form.getByRole('combobox', { name: 'Motivo' }).click();
  await visitor.getByRole('option', { name: 'Golpe ou phishing' }).click();
  await form.getByLabel('Descreva o problema (opcional)').fill('Pede a senha do banco.');
  await form.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expectToast(visitor, 'Denúncia enviada');
  // The preview counted nothing and followed nothing.
  expect((await scan()).status).toBe(302);

  // The admin finds it among the open reports and disables the link.
  await signInInBrowser(page, e2eAdmin, '/admin/clients');
  await page.getByRole('link', { name: 'Denúncias' }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await page.getByLabel('Buscar por endereço, código ou e-mail').fill(alias);
  const row = page.getByRole('table', { name: 'Denúncias' }).getByRole('row').filter({
    hasText: destination,
  });
  await expect(row).toContainText('Golpe ou phishing');
  await expect(row).toContainText(owner.email);
  // Checked as it rests, not under the pointer that clicked the menu (hover colours differ).
  await page.mouse.move(0, 0);
  expect(await wcagViolations(page)).toEqual([]);
  await row.getByRole('button', { name: 'Desativar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Desativar link?' });
  await confirm.getByRole('button', { name: 'Desativar' }).click();
  await expect(confirm.getByText('Informe o motivo.')).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  await confirm.getByLabel('Motivo').fill('Phishing bancário');
  await confirm.getByRole('button', { name: 'Desativar' }).click();
  await expectToast(page, 'Link desativado');

  // Every scan now gets the 410 page, and the visitor's preview says so too.
  const refused = await scan();
  expect(refused.status).toBe(410);
  await visitor.goto(`/s/${alias}`);
  await expect(visitor.getByText(DISABLED)).toBeVisible();
  await visitor.goto(`/s/${alias}+`);
  await expect(visitor.getByText(DISABLED)).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Continuar' })).toHaveCount(0);
  await visitorContext.close();

  // The audit log names who did it and why (and the report it resolved on the way).
  await page.getByRole('link', { name: 'Auditoria' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  const actions = page.getByRole('row').filter({ hasText: 'Phishing bancário' });
  await expect(actions.filter({ hasText: 'Desativou um link' })).toContainText(e2eAdmin.email);
  await expect(actions.filter({ hasText: 'Resolveu uma denúncia' })).toHaveCount(1);

  // Re-enabled: the link redirects again at once.
  await page.getByRole('link', { name: 'Denúncias' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Todas' }).click();
  await page.getByLabel('Buscar por endereço, código ou e-mail').fill(alias);
  await row.getByRole('button', { name: 'Reativar' }).click();
  const reactivate = page.getByRole('dialog', { name: 'Reativar link?' });
  await reactivate.getByLabel('Motivo').fill('Analisado: engano');
  await reactivate.getByRole('button', { name: 'Reativar' }).click();
  await expectToast(page, 'Link reativado');
  expect((await scan()).status).toBe(302);
});
