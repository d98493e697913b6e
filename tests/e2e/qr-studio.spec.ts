// The QR studio end to end (docs/product/qr-studio.md, "The QR studio"): a signed-in user designs a
// code with a gradient, a frame and a logo, saves it, finds the design again after a reload, and
// downloads it as PNG, SVG and PDF, each read back as a phone would; a visitor makes a static Pix
// code and gets its 'Pix Copia e Cola'.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { Resvg } from '@resvg/resvg-js';
import jsQR from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import { decodeQrPng, solidPng } from './support/qr-png';
import { baseUrl, createConfirmedUser, expectToast, signInInBrowser } from './support/server';

const logo = { name: 'logo.png', mimeType: 'image/png', buffer: solidPng(64, [20, 20, 160]) };
const CM_IN_POINTS = 72 / 2.54;

/** One of the studio's (native) selects, by the words its option shows. */
async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).selectOption({ label: option });
}

/** The option a studio select shows. */
function chosen(page: Page, label: string) {
  return page.getByRole('combobox', { name: label, exact: true }).locator('option:checked');
}

async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path()) ?? '') };
}

function decodeSvg(svg: string): string | undefined {
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: 800 } }).render();
  return jsQR(new Uint8ClampedArray(image.pixels), image.width, image.height)?.data;
}

test('a user designs a code with a gradient, a frame and a logo, and downloads every format', async ({
  page,
}) => {
  const account = await createConfirmedUser('estudio');
  await signInInBrowser(page, account);
  await page.getByRole('link', { name: 'Gerar QR Code' }).click();

  const destination = `https://exemplo.com.br/cardapio-${Date.now()}`;
  await page.getByLabel(/^URL de destino/).fill(destination);
  await pick(page, 'Formato dos módulos', 'Arredondado');
  await pick(page, 'Preenchimento', 'Degradê linear');
  await page.getByRole('textbox', { name: 'Cor final' }).fill('#1c3faa');
  await page.locator('input[type="file"]').setInputFiles(logo);
  await page.getByRole('button', { name: 'Moldura' }).click();
  await pick(page, 'Estilo da moldura', 'Arredondada');
  await page.getByRole('group', { name: 'Sugestões de texto' }).getByRole('button').first().click();
  await page.getByLabel('Texto da moldura', { exact: true }).fill('Veja o cardápio');
  await expect(page.getByText('Leitura testada: este QR Code pode ser escaneado.')).toBeVisible();

  await page.getByRole('button', { name: 'Salvar QR Code' }).click();
  await expectToast(page, 'Sucesso!');
  await expect(page).toHaveURL(/\/dashboard\/my-qrs$/);
  const row = page.getByRole('row').filter({ hasText: destination });
  const dynamicUrl = await row
    .getByRole('link', { name: 'Testar URL Dinâmica' })
    .getAttribute('href');
  expect(dynamicUrl).toMatch(new RegExp(`^${baseUrl()}/qr/[0-9a-f-]{36}$`));

  // After a reload the editor shows the design as it was saved.
  await page.reload();
  await row.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { name: 'Editar QR Code' })).toBeVisible();
  await expect(chosen(page, 'Preenchimento')).toHaveText('Degradê linear');
  await expect(chosen(page, 'Formato dos módulos')).toHaveText('Arredondado');
  await expect(page.getByRole('textbox', { name: 'Cor final' })).toHaveValue('#1c3faa');
  await page.getByRole('button', { name: 'Moldura' }).click();
  await expect(page.getByLabel('Texto da moldura', { exact: true })).toHaveValue('Veja o cardápio');
  await expect(page.getByText('Leitura testada: este QR Code pode ser escaneado.')).toBeVisible();

  // PNG at 512 px: the frame makes it taller than wide; it scans to the dynamic URL.
  await pick(page, 'Tamanho do PNG', '512 px');
  const png = await download(page, 'Baixar PNG');
  const decoded = decodeQrPng(png.bytes);
  expect(decoded.text).toBe(dynamicUrl);
  expect(decoded.width).toBeGreaterThanOrEqual(512);
  expect(decoded.height).toBeGreaterThan(decoded.width);
  expect(png.name).toBe(`qrcode_${decoded.width}x${decoded.height}.png`);

  // SVG: a vector file with the logo inside, scanning once drawn.
  await page.getByLabel('Formato do arquivo').getByText('SVG', { exact: true }).click();
  const svg = await download(page, 'Baixar SVG');
  expect(svg.name).toMatch(/\.svg$/);
  const svgText = svg.bytes.toString('utf8');
  expect(svgText).toContain('<linearGradient');
  expect(svgText).toContain('href="data:image/png;base64,');
  expect(decodeSvg(svgText)).toBe(dynamicUrl);

  // PDF of the exact size for the print shop: trimmed at 6 cm, 3 mm of bleed on each side, crop
  // marks outside that.
  await page.getByLabel('Formato do arquivo').getByText('PDF', { exact: true }).click();
  await pick(page, 'Folha', 'Tamanho exato do QR Code');
  await page.getByLabel('Largura do QR Code (cm)').fill('6');
  const pdf = await download(page, 'Baixar PDF');
  expect(pdf.name).toMatch(/\.pdf$/);
  const document = await PDFDocument.load(pdf.bytes);
  expect(document.getPageCount()).toBe(1);
  const sheet = document.getPage(0);
  expect(sheet.getTrimBox().width).toBeCloseTo(6 * CM_IN_POINTS, 0);
  expect(sheet.getBleedBox().width).toBeCloseTo(6.6 * CM_IN_POINTS, 0);
  expect(sheet.getSize().width).toBeGreaterThan(sheet.getBleedBox().width);
});

test('a visitor makes a static Pix code and copies its Pix Copia e Cola', async ({ page }) => {
  await page.goto('/tools/qr-code-generator');
  await pick(page, 'Tipo de conteúdo', 'Pix');
  await pick(page, 'Tipo de chave', 'E-mail');
  await page.getByLabel(/^Chave Pix/).fill('loja@exemplo.com.br');
  await page.getByLabel(/^Nome de quem recebe/).fill('Padaria Pão Quente');
  await page.getByLabel(/^Cidade de quem recebe/).fill('São Paulo');
  await page.getByLabel(/^Valor/).fill('12,50');
  const copyPaste = page.getByLabel('Pix Copia e Cola');
  await expect(copyPaste).toHaveValue(/^000201.*6304[0-9A-F]{4}$/);
  const payload = await copyPaste.inputValue();
  expect(payload).toContain('loja@exemplo.com.br');
  expect(payload).toContain('540512.50');

  await expect(page.getByText('Leitura testada: este QR Code pode ser escaneado.')).toBeVisible();
  const png = await download(page, 'Baixar PNG');
  expect(decodeQrPng(png.bytes).text).toBe(payload);
});
