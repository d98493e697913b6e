import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'vcard4';
import { expectToast } from './support/server';
import { decodeQrPng } from './support/qr-png';

interface Vcard4Token {
  property: string;
  parameters: Record<string, string | string[]>;
  value: unknown;
}

async function fillCard(page: Page) {
  await page.getByLabel(/^Nome( \*)?$/).fill('Ana');
  await page.getByLabel(/^Sobrenome/).fill('Souza');
  await page.getByLabel('Empresa').fill('QR Link');
  await page.getByLabel('Telefone 1', { exact: true }).fill('+55 (11) 98765-4321');
  await page.getByLabel('E-mail 1', { exact: true }).fill('ana@exemplo.com.br');
  await page.getByLabel('Cidade 1').fill('São Paulo');
  await page.getByLabel('Aniversário').fill('1990-05-17');
  await page.getByLabel('Observações').fill('Primeira linha\nSegunda linha');
}

async function downloadText(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return {
    name: download.suggestedFilename(),
    body: await readFile((await download.path()) ?? ''),
  };
}

test('downloads a vCard 4.0 that a strict parser reads back, and its QR code', async ({ page }) => {
  await page.goto('/tools/vcard-generator');
  await expect(page.getByRole('heading', { name: 'Gerador de vCard 4.0' })).toBeVisible();
  await page.getByLabel(/^Nome( \*)?$/).fill('Ana');
  await page.getByRole('button', { name: 'Gerar e Baixar vCard' }).click();
  await expectToast(page, 'Campos Obrigatórios');

  await fillCard(page);
  const card = await downloadText(page, 'Gerar e Baixar vCard');
  expect(card.name).toBe('ana_souza.vcf');
  await expectToast(page, 'vCard Gerado!');
  await expect(page.getByText('O arquivo ana_souza.vcf foi baixado.')).toBeVisible();

  const text = card.body.toString('utf8');
  const tokens = (parse(text) as unknown as { parsedVcard: Vcard4Token[] }).parsedVcard;
  const value = (name: string) => tokens.find((token) => token.property === name)?.value;
  expect(value('FN')).toBe('Ana Souza');
  expect(value('ORG')).toBe('QR Link');
  expect(value('BDAY')).toBe('19900517');
  expect(value('NOTE')).toBe('Primeira linha\nSegunda linha');
  expect(value('TEL')).toBe('tel:+5511987654321');
  expect(value('EMAIL')).toBe('ana@exemplo.com.br');

  const qr = await downloadText(page, 'Baixar PNG');
  expect(decodeQrPng(qr.body).text).toContain('FN:Ana Souza');
});

test('writes vCard 3.0 for phones that prefer it', async ({ page }) => {
  await page.goto('/tools/vcard-generator');
  await fillCard(page);
  await page.getByLabel('vCard 3.0').check();
  const card = await downloadText(page, 'Gerar e Baixar vCard');
  const text = card.body.toString('utf8');
  expect(text).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
  expect(text).toContain('TEL;TYPE=cell,pref:+5511987654321\r\n');
});
