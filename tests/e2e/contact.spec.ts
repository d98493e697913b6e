import { expect, test } from '@playwright/test';
import { latestMailTo } from '@qrlink/server/mail/outbox';
import { baseUrl, dataDir, expectToast } from './support/server';

async function supportEmail(): Promise<string> {
  const config = (await (await fetch(`${baseUrl()}/app-config.json`)).json()) as {
    supportEmail: string;
  };
  return config.supportEmail;
}

test('the contact form mails support through the server, then offers another message', async ({
  page,
}) => {
  const address = await supportEmail();
  const subject = `Dúvida sobre planos ${Date.now()}`;
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: address })).toHaveAttribute(
    'href',
    `mailto:${address}`,
  );
  await expect(page.getByText(/programa de e-mail/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expectToast(page, 'Campo Obrigatório');

  await page.getByLabel('Nome').fill('Carla Teste');
  await page.getByLabel('E-mail').fill('carla@e2e.qrlink.test');
  await page.getByLabel('Assunto').fill(subject);
  await page.getByLabel('Mensagem').fill('Olá!\nO plano anual tem desconto?');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();

  await expectToast(page, 'Mensagem enviada!');
  const mail = await latestMailTo(dataDir(), address, `Contato pelo site: ${subject}`);
  expect(mail).toMatchObject({
    replyTo: { name: 'Carla Teste', address: 'carla@e2e.qrlink.test' },
  });
  expect(mail?.text).toContain('O plano anual tem desconto?');

  await page.getByRole('button', { name: 'Enviar outra mensagem' }).click();
  await expect(page.getByLabel('Assunto')).toHaveValue('');
});

test('the FAQ shows the configured support address', async ({ page }) => {
  const address = await supportEmail();
  await page.goto('/faq');
  await expect(page.getByRole('link', { name: address })).toHaveAttribute(
    'href',
    `mailto:${address}`,
  );
});
