// Own domains end to end (docs/product/custom-domains.md): on a phone, an owner adds a domain on
// Configurações > Domínios as typed, reads the DNS records to create (accessible to everyone:
// WCAG 2.1 AA), is refused a second one by the plan, and removes it after confirming. The
// verification itself asks DNS, which the integration tests answer from a server on loopback.
// The admin first lets the free plan have one domain, and puts it back afterwards.
import { expect, test } from '@playwright/test';
import { freePlan, setPlanLimits } from './support/free-plan';
import { createConfirmedUser, signInInBrowser } from './support/server';
import { wcagViolations } from './support/axe';

test('on a phone, an owner adds an own domain, reads its DNS records and removes it', async ({
  page,
}) => {
  const plan = await freePlan();
  await setPlanLimits(plan, { max_domains: 1 });
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
    await setPlanLimits(plan, { max_domains: plan.max_domains as number });
  }
});
