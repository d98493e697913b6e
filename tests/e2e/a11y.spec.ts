import { expect, test } from '@playwright/test';
import {
  blockingViolations,
  checkPagesInApp,
  type PageWithHeading,
  wcagViolations,
} from './support/axe';

// Every public page of this app's shell, with its heading (the four tool pages have their own
// specs).
const pages: PageWithHeading[] = [
  ['/', 'Conecte, Rastreie e Impressione com QR Codes Dinâmicos'],
  ['/login', 'Entrar'],
  ['/register', 'Criar conta'],
  ['/forgot-password', 'Esqueceu sua senha?'],
  ['/pricing', 'Planos e Preços'],
  ['/plans', 'Planos e Preços'],
  ['/features', 'Funcionalidades'],
  ['/faq', 'Perguntas Frequentes'],
  ['/contact', 'Fale Conosco'],
  ['/terms', 'Termos de Uso'],
  ['/privacy', 'Política de Privacidade'],
  ['/blog', 'Blog'],
  ['/pagina-que-nao-existe', 'Página não encontrada'],
];

test('no serious or critical axe violations on any public page', async ({ page }) => {
  await checkPagesInApp(page, pages);
});

test('the dark scheme keeps the landing and login pages accessible', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('qrlink-color-scheme', 'dark'));
  await checkPagesInApp(
    page,
    pages.filter(([path]) => ['/', '/login', '/pricing'].includes(path)),
  );
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test('the check itself finds what it is there to find', async ({ page }) => {
  await page.goto('/faq');
  expect(await blockingViolations(page)).toEqual([]);
  await page
    .locator('main')
    .evaluate((main) =>
      main.insertAdjacentHTML(
        'afterbegin',
        '<img src="/x.png"><p style="color:#eee;background:#fff">pouco contraste</p><button></button>',
      ),
    );
  const planted = ['button-name', 'color-contrast', 'image-alt'];
  expect((await blockingViolations(page)).map((violation) => violation.id).sort()).toEqual(planted);
  expect((await wcagViolations(page)).map((violation) => violation.id).sort()).toEqual(planted);
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.locator('main h1')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#conteudo$/);
});
