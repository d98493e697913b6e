// A scene (geometry/qr-scene.ts) as PDF drawing operators: the same paths as the SVG and the
// canvas, solid colours as fills, gradients as axial/radial shadings clipped to their path.
import {
  PDFDict,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  appendBezierCurve,
  clip,
  closePath,
  endPath,
  fill,
  lineTo,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  setFillingRgbColor,
  setGraphicsState,
  type PDFDocument,
  type PDFPage,
} from 'pdf-lib';
import type { Paint, PaintStop } from '../geometry/paint';
import type { Path } from '../geometry/path';

type Operator = ReturnType<typeof moveTo>;

export function pathOperators(path: Path): Operator[] {
  const ops: Operator[] = [];
  let x = 0;
  let y = 0;
  path.visit({
    moveTo: (mx, my) => {
      ops.push(moveTo(mx, my));
      [x, y] = [mx, my];
    },
    lineTo: (lx, ly) => {
      ops.push(lineTo(lx, ly));
      [x, y] = [lx, ly];
    },
    // PDF has cubic curves only: a quadratic is the cubic with controls 2/3 of the way.
    quadTo: (cx, cy, ex, ey) => {
      ops.push(
        appendBezierCurve(
          x + ((cx - x) * 2) / 3,
          y + ((cy - y) * 2) / 3,
          ex + ((cx - ex) * 2) / 3,
          ey + ((cy - ey) * 2) / 3,
          ex,
          ey,
        ),
      );
      [x, y] = [ex, ey];
    },
    cubicTo: (ax, ay, bx, by, ex, ey) => {
      ops.push(appendBezierCurve(ax, ay, bx, by, ex, ey));
      [x, y] = [ex, ey];
    },
    close: () => ops.push(closePath()),
  });
  return ops;
}

const rgb = ({ r, g, b }: { r: number; g: number; b: number }) => [r / 255, g / 255, b / 255];

/** A colour function over 0 ... 1 through the stops (type 2 pieces stitched by type 3). */
function gradientFunction(doc: PDFDocument, stops: readonly PaintStop[]) {
  const points = [...stops];
  const first = points[0] as PaintStop;
  const last = points[points.length - 1] as PaintStop;
  if (first.offset > 0) points.unshift({ ...first, offset: 0 });
  if (last.offset < 1) points.push({ ...last, offset: 1 });
  const pieces = points.slice(1).map((to, i) => {
    const from = points[i] as PaintStop;
    return doc.context.obj({
      FunctionType: 2,
      Domain: [0, 1],
      C0: rgb(from.color),
      C1: rgb(to.color),
      N: 1,
    });
  });
  return doc.context.obj({
    FunctionType: 3,
    Domain: [0, 1],
    Functions: pieces,
    Bounds: points.slice(1, -1).map((point) => point.offset),
    Encode: pieces.flatMap(() => [0, 1]),
  });
}

/** Register a resource of `kind` (Shading, ExtGState) on the page; returns its name. */
function addResource(page: PDFPage, kind: 'Shading' | 'ExtGState', tag: string, value: PDFDict) {
  const resources = page.node.normalizedEntries().Resources;
  let dict = resources.lookupMaybe(PDFName.of(kind), PDFDict);
  if (!dict) {
    dict = page.doc.context.obj({});
    resources.set(PDFName.of(kind), dict);
  }
  const name = dict.uniqueKey(tag);
  dict.set(name, page.doc.context.register(value));
  return name;
}

/** Fill `path` with `paint` (inside q ... Q so clips and opacity end with it). */
export function fillOperators(page: PDFPage, path: Path, paint: Paint): Operator[] {
  const shape = pathOperators(path);
  if (paint.type === 'solid') {
    const ops = [pushGraphicsState()];
    if (paint.color.a < 255) {
      const state = page.doc.context.obj({ Type: 'ExtGState', ca: paint.color.a / 255 });
      ops.push(setGraphicsState(addResource(page, 'ExtGState', 'GS', state)));
    }
    const [r, g, b] = rgb(paint.color) as [number, number, number];
    return [...ops, setFillingRgbColor(r, g, b), ...shape, fill(), popGraphicsState()];
  }
  const coords =
    paint.type === 'linear'
      ? [paint.x1, paint.y1, paint.x2, paint.y2]
      : [paint.cx, paint.cy, 0, paint.cx, paint.cy, paint.r];
  const shading = page.doc.context.obj({
    ShadingType: paint.type === 'linear' ? 2 : 3,
    ColorSpace: 'DeviceRGB',
    Coords: coords,
    Function: gradientFunction(page.doc, paint.stops),
    Extend: [true, true],
  });
  const name = addResource(page, 'Shading', 'Sh', shading);
  return [
    pushGraphicsState(),
    ...shape,
    clip(),
    endPath(),
    PDFOperator.of(PDFOperatorNames.ShadingFill, [name]),
    popGraphicsState(),
  ];
}
