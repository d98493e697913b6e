// A designed code as a list of filled paths, bottom to top, in image pixels: the one drawing
// the canvas, SVG, PNG and PDF renderers all replay. Only the logo image itself is left to
// each renderer (each has its own way to place a bitmap), in `logoBox`.
import type { ResolvedQr } from '../qr-render-options';
import { parseHexColor, type Rgba } from '../qr-color';
import { capHeight, measureText, textPath } from '../text/text-path';
import type { Box } from './box';
import { eyePaths } from './eye-paths';
import type { FrameLayout } from './frame-layout';
import { ModuleGrid } from './module-grid';
import { modulePath } from './module-paths';
import { paintForFill, solidPaint, type Paint } from './paint';
import { Path } from './path';

export interface SceneLayer {
  /** What the layer is, for tests and debugging. */
  role: 'background' | 'frame' | 'frame-text' | 'modules' | 'eye-frames' | 'eye-balls' | 'plate';
  path: Path;
  paint: Paint;
}

export interface QrScene {
  width: number;
  height: number;
  layers: SceneLayer[];
  /** Where the logo is fitted (keeping its aspect ratio), image pixels; null without a logo. */
  logoBox: Box | null;
}

/** Text height (capitals) as a share of the label band, and the widest it may run. */
const TEXT_CAP_SHARE = 0.42;
const TEXT_WIDTH_SHARE = 0.88;

function translate(box: Box, origin: { x: number; y: number }): Box {
  return { ...box, x: box.x + origin.x, y: box.y + origin.y };
}

function framePath(frame: FrameLayout): Path {
  const { outer, hole, radius, holeRadius } = frame;
  const r = radius;
  const h = holeRadius;
  return new Path()
    .roundedRect(outer.x, outer.y, outer.width, outer.height, [r, r, r, r])
    .roundedRect(hole.x, hole.y, hole.width, hole.height, [h, h, h, h], true);
}

/** The call to action centred in the label band, as large as fits. */
function frameTextPath(frame: FrameLayout, text: string): Path {
  const { label } = frame;
  const unitWidth = measureText(text, 1);
  const byHeight = (label.height * TEXT_CAP_SHARE) / capHeight(1);
  const byWidth = unitWidth === 0 ? byHeight : (label.width * TEXT_WIDTH_SHARE) / unitWidth;
  const fontSize = Math.min(byHeight, byWidth);
  const x = label.x + (label.width - measureText(text, fontSize)) / 2;
  const baseline = label.y + (label.height + capHeight(fontSize)) / 2;
  return textPath(text, x, baseline, fontSize);
}

function plateLayer(resolved: ResolvedQr, bg: Rgba): SceneLayer | null {
  const { layout, design } = resolved;
  const { plate, plateColor } = design.logo;
  if (plate === 'none' || !layout.plateBox) return null;
  const { x, y, width, height } = translate(layout.plateBox, layout.origin);
  const path = new Path();
  if (plate === 'circle') path.circle(x + width / 2, y + height / 2, Math.max(width, height) / 2);
  else {
    const r = plate === 'rounded' ? width * 0.2 : 0;
    path.roundedRect(x, y, width, height, [r, r, r, r]);
  }
  // A plate exists to be seen: on a transparent background it takes the colour opaque.
  const color = plateColor ? parseHexColor(plateColor) : { ...bg, a: 255 };
  return { role: 'plate', path, paint: solidPaint(color) };
}

export function buildQrScene(resolved: ResolvedQr): QrScene {
  const { layout, matrix, design, bg } = resolved;
  const grid = new ModuleGrid(layout, matrix.modules, matrix.version);
  const layers: SceneLayer[] = [];
  const code = { x: layout.origin.x, y: layout.origin.y, width: layout.size, height: layout.size };
  if (bg.a > 0) {
    layers.push({
      role: 'background',
      path: new Path().rect(code.x, code.y, code.width, code.height),
      paint: solidPaint(bg),
    });
  }
  const { frame } = layout;
  if (frame) {
    layers.push({
      role: 'frame',
      path: framePath(frame),
      paint: solidPaint(parseHexColor(design.frame.color)),
    });
    layers.push({
      role: 'frame-text',
      path: frameTextPath(frame, design.frame.text),
      paint: solidPaint(parseHexColor(design.frame.textColor)),
    });
  }
  const fill = paintForFill(design.modules.fill, grid.bounds);
  layers.push({ role: 'modules', path: modulePath(grid, design.modules.shape), paint: fill });
  const { frameShape, ballShape, frameColor, ballColor } = design.eyes;
  const eyes = eyePaths(grid, frameShape, ballShape);
  const framePaint = frameColor ? solidPaint(parseHexColor(frameColor)) : fill;
  layers.push({ role: 'eye-frames', path: eyes.frames, paint: framePaint });
  layers.push({
    role: 'eye-balls',
    path: eyes.balls,
    paint: ballColor ? solidPaint(parseHexColor(ballColor)) : framePaint,
  });
  const plate = plateLayer(resolved, bg);
  if (plate) layers.push(plate);
  return { width: layout.width, height: layout.height, layers, logoBox: logoBox(resolved) };
}

/** The logo's box in the image; inside a round plate, the square that fits in the circle. */
function logoBox({ layout, design }: ResolvedQr): Box | null {
  if (!layout.logoBox || !layout.plateBox) return null;
  if (design.logo.plate !== 'circle') return translate(layout.logoBox, layout.origin);
  const plate = translate(layout.plateBox, layout.origin);
  const side = Math.floor(plate.width / Math.SQRT2);
  const inset = Math.floor((plate.width - side) / 2);
  return { x: plate.x + inset, y: plate.y + inset, width: side, height: side };
}
