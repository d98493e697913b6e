// Own domains end to end (docs/product/custom-domains.md): on a phone, an owner adds a domain on
// Configurações > Domínios as typed, reads the DNS records to create (accessible to everyone:
// WCAG 2.1 AA), is refused a second one by the plan, and removes it after confirming. The
// verification itself asks DNS, which the integration tests answer from a server on loopback.
// The admin first lets the free plan have one domain, and puts it back afterwards.
import { expect, test } from '@playwright/test';
import { e2eAdmin } from './support/admin';
import {
  anonKey,
  apiSignIn,
  baseUrl,
  createConfirmedUser,
  rpcAs,
  signInInBrowser,
} from './support/server';
import { wcagViolations } from './support/axe';

type Plan = Record<string, unknown>;

async function freePlan(): Promise<Plan> {
  const response = await fetch(`${baseUrl()}/rest/v1/plans?id=eq.free_plan&select=*`, {
    headers: { apikey: await anonKey() },
  });
  return ((await response.json()) as Plan[])[0]!;
}

/** admin_update_plan writes every field: the plan as it is, with its domains. */
async function setDomains(plan: Plan, domains: number): Promise<void> {
  const token = await apiSignIn(e2eAdmin.email, e2eAdmin.password);
  await rpcAs(token, 'admin_update_plan', {
    p_id: plan.id,
    p_name: plan.name,
    p_description: plan.description,
    p_price: plan.price,
    p_mercadopago_link: plan.mercadopago_link,
    p_features: plan.features,
    p_popular: plan.popular,
    p_order: plan.order,
    p_price_yearly: plan.price_yearly,
    p_mercadopago_link_yearly: plan.mercadopago_link_yearly,
    p_icon: plan.icon,
    p_visit_retention_months: plan.visit_retention_months,
    p_max_workspaces: plan.max_workspaces,
    p_max_seats: plan.max_seats,
    p_max_pages: plan.max_pages,
    p_max_domains: domains,
  });
}

test('on a phone, an owner adds an own domain, reads its DNS records and removes it', async ({
  page,
}) => {
  const plan = await freePlan();
  await setDomains(plan, 1);
  try {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInInBrowser(
      page,
      await createConfirmedUser('dominio'),
      '/dashboard/settings/domains',
    );
    await expect(page.getByText('Nenhum domínio ainda.')).toBeVisible();
    const field = page.getByLabel('Domínio', { exact: true });
    await field.fill('minhaloja');
    await page.getByRole('button', { name: 'Adicionar domínio' }).click();
    await expect(
      page.getByText('Informe um domínio válido, como links.minhaloja.com.br.'),
    ).toBeVisible();
    await field.fill('https://Links.MinhaLoja.com.br/');
    await page.getByRole('button', { name: 'Adicionar domínio' }).click();
    const card = page.getByRole('region', { name: 'links.minhaloja.com.br' });
    await expect(card.getByText('Aguardando verificação')).toBeVisible();
    await expect(card.getByText('_qrlink.links.minhaloja.com.br')).toBeVisible();
    await expect(card.getByText(/^qrlink-verify=[0-9a-f]{32}$/)).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
    await card.screenshot({ path: test.info().outputPath('domain-phone.png') });

    // The plan allows one.
    await field.fill('outro.minhaloja.com.br');
    await page.getByRole('button', { name: 'Adicionar domínio' }).click();
    await expect(
      page.getByText(
        'O plano deste espaço de trabalho permite 1 domínio(s). Remova um ou faça upgrade do plano.',
      ),
    ).toBeVisible();

    await card.getByRole('button', { name: 'Remover links.minhaloja.com.br' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remover' }).click();
    await expect(page.getByText('Nenhum domínio ainda.')).toBeVisible();
  } finally {
    await setDomains(plan, Number(plan.max_domains ?? 0));
  }
});
