import { expect, test } from '@playwright/test';

// Prices come from the seeded plans table (supabase migrations).
test('pricing: monthly/yearly switch and pt-BR formatting', async ({ page }) => {
  await page.goto('/pricing');
  const basico = page.getByRole('article', { name: 'Plano Básico' });
  const free = page.getByRole('article', { name: 'Plano Grátis' });
  await expect(basico).toContainText('R$ 19,90');
  await expect(basico).toContainText('/mês');
  await expect(page.getByRole('article', { name: 'Plano Profissional' })).toContainText(
    'MAIS POPULAR',
  );
  await expect(free).toContainText('R$ 0,00');
  await expect(free.getByRole('link', { name: 'Comece Grátis' })).toHaveAttribute(
    'href',
    '/register',
  );
  await expect(page.getByText('ECONOMIZE 30%')).toBeVisible();
  await expect(
    page.getByText('Todos os planos pagos são recorrentes. Você pode cancelar a qualquer momento.'),
  ).toBeVisible();

  // The switch has no visible label: its track (inside the input's <label>) takes the click.
  // Not forced, so Playwright waits for it to be visible, still and enabled.
  const yearly = page.getByRole('switch', { name: 'Cobrança anual' });
  await yearly.locator('xpath=..').click();
  await expect(yearly).toBeChecked();
  await expect(basico).toContainText('R$ 167,16');
  await expect(basico).toContainText('/ano');
  await expect(basico).toContainText('Equivalente a R$ 13,93 por mês');
  // The e2e server takes payments (a Mercado Pago stand-in): the yearly price can be bought.
  await expect(basico.getByRole('button', { name: 'Assinar Agora' })).toBeEnabled();
  // The free plan ignores the switch.
  await expect(free).toContainText('R$ 0,00');
  await expect(free).not.toContainText('/ano');
});

test('the landing page carries the pricing section at #pricing', async ({ page }) => {
  await page.goto('/#pricing');
  await expect(
    page.locator('#pricing').getByRole('article', { name: 'Plano Básico' }),
  ).toBeVisible();
  await expect(page.locator('#features')).toBeVisible();
});
