import { PDFDict, PDFDocument, PDFName, PDFStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { QrRenderError } from '../qr-render-error';
import { sampleLogo } from '../qr-test-helpers';
import { mm, planSheet } from './pdf-sheet';
import { renderQrPdf } from './render-qr-pdf';

const url = 'https://qrlink.example.com/qr/3f2a9c1e-8b7d-4e5f-a6b3-1c2d3e4f5a6b';
const gradient = {
  type: 'radial' as const,
  stops: [
    { offset: 0.2, color: '#3b0a8f' },
    { offset: 0.6, color: '#0a7d32' },
    { offset: 0.9, color: '#c2185b' },
  ],
};

/** The page draws one form XObject (the code) per copy; its resources hold the rest. */
function codeResources(doc: PDFDocument, kind: string): PDFDict | undefined {
  const forms = doc.getPage(0).node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  expect(forms?.keys()).toHaveLength(1);
  const [name] = forms?.keys() ?? [];
  const form = name ? forms?.lookup(name, PDFStream) : undefined;
  return form?.dict
    .lookupMaybe(PDFName.of('Resources'), PDFDict)
    ?.lookupMaybe(PDFName.of(kind), PDFDict);
}

describe('renderQrPdf', () => {
  it('makes an exact-size page with bleed, crop marks, trim and bleed boxes, in vector', async () => {
    const bytes = await renderQrPdf({
      text: url,
      design: { modules: { shape: 'rounded', fill: gradient }, frame: { style: 'square' } },
      sheet: { kind: 'exact', widthCm: 5 },
    });
    const doc = await PDFDocument.load(bytes);
    const page = doc.getPage(0);
    // 50 mm trim + 3 mm bleed + 6 mm for the marks on each side: 68 mm wide.
    expect(page.getWidth()).toBeCloseTo(mm(68), 2);
    const trim = page.getTrimBox();
    expect(trim.width).toBeCloseTo(mm(50), 2);
    expect(trim.x).toBeCloseTo(mm(9), 2);
    // The frame makes the code taller than wide: 1000 + 40 border + 200 band, by 1080.
    expect(trim.height / trim.width).toBeCloseTo(1240 / 1080, 2);
    expect(page.getBleedBox().width).toBeCloseTo(mm(56), 2);
    expect(page.getHeight()).toBeCloseTo(trim.height + mm(18), 2);
    // Modules are paths: no image, the gradient is a shading.
    expect(codeResources(doc, 'XObject')?.keys() ?? []).toHaveLength(0);
    expect(codeResources(doc, 'Shading')?.keys().length).toBeGreaterThan(0);
    expect(doc.getTitle()).toBe('QR Code');
  });

  it('fills an A4 sheet with one centred code or a grid, the logo embedded once', async () => {
    const logo = sampleLogo();
    const single = await PDFDocument.load(
      await renderQrPdf({
        text: url,
        sheet: { kind: 'a4', codeWidthCm: 10, layout: 'single' },
        logo: logo.rgba,
        cropMarks: false,
        bleedMm: 0,
        title: 'Cardápio da loja',
      }),
    );
    const page = single.getPage(0);
    expect([page.getWidth(), page.getHeight()].map(Math.round)).toEqual([595, 842]);
    expect(codeResources(single, 'XObject')?.keys()).toHaveLength(1);
    expect(single.getTitle()).toBe('Cardápio da loja');
    const pngFile = Buffer.from(logo.dataUrl.split(',')[1] ?? '', 'base64');
    const fromFile = await renderQrPdf({
      text: url,
      sheet: { kind: 'exact', widthCm: 3 },
      logo: { png: pngFile },
    });
    expect((await PDFDocument.load(fromFile)).getPageCount()).toBe(1);
    const grid = await PDFDocument.load(
      await renderQrPdf({
        text: url,
        design: { background: { transparent: true } },
        fgColor: '#00000080',
        sheet: { kind: 'a4', codeWidthCm: 4, layout: 'grid' },
      }),
    );
    expect(grid.getPageCount()).toBe(1);
    // Twelve copies draw the one form: the sheet is barely larger than a single code.
    const one = await renderQrPdf({
      text: url,
      sheet: { kind: 'a4', codeWidthCm: 4, layout: 'single' },
    });
    const twelve = await renderQrPdf({
      text: url,
      sheet: { kind: 'a4', codeWidthCm: 4, layout: 'grid' },
    });
    expect(twelve.length).toBeLessThan(one.length * 1.5);
  });

  it('plans grids and refuses sizes that do not fit', () => {
    const grid = planSheet({ kind: 'a4', codeWidthCm: 4, layout: 'grid' }, 1, 3, true);
    // 58 mm per code with bleed and marks: 3 columns x 4 rows inside 10 mm margins.
    expect(grid.codes).toHaveLength(12);
    expect(grid.codes[1]?.x ?? 0 - (grid.codes[0]?.x ?? 0)).toBeGreaterThan(0);
    expect(() => planSheet({ kind: 'a4', codeWidthCm: 25, layout: 'single' }, 1, 3, true)).toThrow(
      'O QR Code não cabe numa folha A4 com esse tamanho. Diminua o tamanho.',
    );
    expect(() => planSheet({ kind: 'exact', widthCm: 0.5 }, 1, 3, true)).toThrow(QrRenderError);
    expect(() => planSheet({ kind: 'exact', widthCm: 5 }, 1, 20, true)).toThrow(
      'A sangria deve ser de 0 a 10 mm.',
    );
  });
});
