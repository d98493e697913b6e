import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectToast } from './support/server';
import { decodeQrPng } from './support/qr-png';

test('formats the message, builds the wa.me link and its QR code decodes to it', async ({
  page,
}) => {
  await page.goto('/tools/whatsapp-link-generator');
  await page.getByRole('button', { name: 'Gerar Link' }).click();
  await expectToast(page, 'Por favor, insira um número de telefone.');

  await page.getByLabel(/Número de telefone/).fill('(11) 98765-4321');
  const message = page.getByLabel('Mensagem (opcional)');
  await message.fill('Olá mundo');
  await page.getByRole('button', { name: 'Negrito' }).click();
  await expectToast(page, 'Seleção Necessária');

  await message.evaluate((box: HTMLTextAreaElement) => box.setSelectionRange(4, 9));
  await page.getByRole('button', { name: 'Negrito' }).click();
  await expect(message).toHaveValue('Olá *mundo*');
  // The words stay selected, so a second format wraps the same words.
  await page.getByRole('button', { name: 'Itálico' }).click();
  await expect(message).toHaveValue('Olá *_mundo_*');

  await page.getByRole('button', { name: 'Gerar Link' }).click();
  const expected = 'https://wa.me/5511987654321?text=Ol%C3%A1%20*_mundo_*';
  await expect(page.getByTestId('whatsapp-link')).toHaveAttribute('href', expected);

  await page.getByText('Link', { exact: true }).click();
  await expect(page.getByTestId('whatsapp-preview')).toHaveText(expected);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar PNG' }).click(),
  ]);
  const png = await readFile((await download.path()) ?? '');
  expect(decodeQrPng(png).text).toBe(expected);
});
