// A print-ready PDF of a designed code (pdf-lib): vector modules, frame and text outlines,
// gradients as PDF shadings, the logo embedded as an image. An exact-size page (TrimBox and
// BleedBox set for the print shop) or an A4 sheet with one code or a grid, bleed and crop
// marks either way.
import {
  PDFDocument,
  concatTransformationMatrix,
  drawObject,
  lineTo,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  setLineWidth,
  setStrokingRgbColor,
  stroke,
  PDFName,
  type PDFImage,
} from 'pdf-lib';
import type { Box } from '../geometry/box';
import { Path } from '../geometry/path';
import { solidPaint } from '../geometry/paint';
import { buildQrScene, type QrScene } from '../geometry/qr-scene';
import { parseHexColor, type Rgba } from '../qr-color';
import { fitInside } from '../qr-layout';
import { resolveQr, type QrRenderOptions, type ResolvedQr } from '../qr-render-options';
import { encodeRgbaPng } from '../render-qr-png';
import type { RgbaImage } from '../scale-rgba';
import { fillOperators, Resources, type Operator } from './pdf-scene';
import { planSheet, type PdfSheet, type SheetPlan } from './pdf-sheet';

export type { PdfSheet };

/** The logo as PNG or JPEG file bytes, or decoded RGBA pixels. */
export type PdfLogo = { png: Uint8Array } | { jpeg: Uint8Array } | RgbaImage;

export interface PdfQrOptions extends Omit<QrRenderOptions, 'size'> {
  sheet: PdfSheet;
  /** Millimetres of bleed around each code (3 by default; 0 to 10). */
  bleedMm?: number;
  /** Crop marks outside the bleed (default true). */
  cropMarks?: boolean;
  logo?: PdfLogo | null;
  /** Document title (metadata). */
  title?: string;
}

/** Scene units per code: geometry is vector, so this only sets module-edge rounding. */
const SCENE_SIZE = 1000;

/** The colour at the code's outer edge, carried into the bleed; null when it must not be. */
function edgeColor({ design, bg }: ResolvedQr): Rgba | null {
  if (design.frame.style === 'rounded') return null;
  if (design.frame.style === 'square') return parseHexColor(design.frame.color);
  return bg.a === 0 ? null : bg;
}

async function embedLogo(doc: PDFDocument, logo: PdfLogo): Promise<PDFImage> {
  if ('png' in logo) return doc.embedPng(logo.png);
  if ('jpeg' in logo) return doc.embedJpg(logo.jpeg);
  return doc.embedPng(encodeRgbaPng({ ...logo, data: new Uint8ClampedArray(logo.data) }));
}

function cropMarks(box: Box, plan: SheetPlan) {
  const ops = [pushGraphicsState(), setStrokingRgbColor(0, 0, 0), setLineWidth(0.3)];
  const gap = plan.bleed + 1;
  for (const x of [box.x, box.x + box.width]) {
    for (const y of [box.y, box.y + box.height]) {
      const dx = x === box.x ? -1 : 1;
      const dy = y === box.y ? -1 : 1;
      ops.push(moveTo(x + dx * gap, y), lineTo(x + dx * (gap + plan.markLength), y));
      ops.push(moveTo(x, y + dy * gap), lineTo(x, y + dy * (gap + plan.markLength)));
    }
  }
  ops.push(stroke(), popGraphicsState());
  return ops;
}

/**
 * The code drawn once as a form XObject (scene units, y down) that every copy on the sheet
 * references: a grid of 12 costs what one code does.
 */
function codeForm(doc: PDFDocument, scene: QrScene, logo: PDFImage | null) {
  const resources = new Resources(doc);
  const ops: Operator[] = [];
  for (const layer of scene.layers)
    ops.push(...fillOperators(doc, resources, layer.path, layer.paint));
  if (logo && scene.logoBox) {
    const fitted = fitInside(scene.logoBox, logo.width, logo.height);
    const name = resources.add('XObject', 'Logo', logo.ref);
    // The code is drawn y-down; an image is placed y-up, so it is flipped back here.
    ops.push(
      pushGraphicsState(),
      concatTransformationMatrix(
        fitted.width,
        0,
        0,
        -fitted.height,
        fitted.x,
        fitted.y + fitted.height,
      ),
      drawObject(name),
      popGraphicsState(),
    );
  }
  const form = doc.context.formXObject(ops, {
    BBox: [0, 0, scene.width, scene.height],
    Resources: resources.dict,
  });
  return doc.context.register(form);
}

function drawCode(
  doc: PDFDocument,
  page: { resources: Resources; ops: Operator[] },
  box: Box,
  plan: SheetPlan,
  code: { form: PDFName; width: number; edge: Rgba | null },
) {
  const { ops, resources } = page;
  if (code.edge && plan.bleed > 0) {
    const b = plan.bleed;
    const bleedBox = new Path().rect(box.x - b, box.y - b, box.width + 2 * b, box.height + 2 * b);
    ops.push(...fillOperators(doc, resources, bleedBox, solidPaint(code.edge)));
  }
  const scale = box.width / code.width;
  ops.push(
    pushGraphicsState(),
    concatTransformationMatrix(scale, 0, 0, scale, box.x, box.y),
    drawObject(code.form),
    popGraphicsState(),
  );
  if (plan.marks) ops.push(...cropMarks(box, plan));
}

export async function renderQrPdf(options: PdfQrOptions): Promise<Uint8Array> {
  const logo = options.logo ?? null;
  const resolved = resolveQr({ ...options, size: SCENE_SIZE }, logo !== null);
  const scene = buildQrScene(resolved);
  const plan = planSheet(
    options.sheet,
    scene.height / scene.width,
    options.bleedMm ?? 3,
    options.cropMarks ?? true,
  );
  const doc = await PDFDocument.create();
  doc.setTitle(options.title ?? 'QR Code');
  doc.setProducer('QR Link');
  doc.setCreator('QR Link');
  const page = doc.addPage([plan.page.width, plan.page.height]);
  const image = logo ? await embedLogo(doc, logo) : null;
  const resources = new Resources(doc);
  const form = resources.add('XObject', 'Code', codeForm(doc, scene, image));
  // Everything below is placed top-down, like the scene: flip the page once.
  const ops: Operator[] = [concatTransformationMatrix(1, 0, 0, -1, 0, plan.page.height)];
  const code = { form, width: scene.width, edge: edgeColor(resolved) };
  for (const box of plan.codes) drawCode(doc, { resources, ops }, box, plan, code);
  page.node.set(PDFName.of('Resources'), resources.dict);
  page.pushOperators(...ops);
  if (options.sheet.kind === 'exact') {
    const [code] = plan.codes as [Box];
    const pdfY = (y: number, height: number) => plan.page.height - y - height;
    page.setTrimBox(code.x, pdfY(code.y, code.height), code.width, code.height);
    const b = plan.bleed;
    page.setBleedBox(
      code.x - b,
      pdfY(code.y, code.height) - b,
      code.width + 2 * b,
      code.height + 2 * b,
    );
  }
  return doc.save();
}
