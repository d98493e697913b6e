// A scene (geometry/qr-scene.ts) as PDF drawing operators: the same paths as the SVG and the
// canvas, solid colours as fills, gradients as axial/radial shadings clipped to their path.
import {
  PDFDict,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  PDFRef,
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
} from 'pdf-lib';
import type { Paint, PaintStop } from '../geometry/paint';
import type { Path } from '../geometry/path';

export type Operator = ReturnType<typeof moveTo>;

function pathOperators(path: Path): Operator[] {
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

/** Where resources (shadings, graphics states, images) are named: a page or a form. */
export type ResourceKind = 'Shading' | 'ExtGState' | 'XObject';

/** A resource dictionary that hands out unique names. */
export class Resources {
  readonly dict: PDFDict;

  constructor(private readonly doc: PDFDocument) {
    this.dict = doc.context.obj({});
  }

  add(kind: ResourceKind, tag: string, value: PDFDict | PDFRef): PDFName {
    let entries = this.dict.lookupMaybe(PDFName.of(kind), PDFDict);
    if (!entries) {
      entries = this.doc.context.obj({});
      this.dict.set(PDFName.of(kind), entries);
    }
    const name = entries.uniqueKey(tag);
    entries.set(name, value instanceof PDFRef ? value : this.doc.context.register(value));
    return name;
  }
}

/** Fill `path` with `paint` (inside q ... Q so clips and opacity end with it). */
export function fillOperators(
  doc: PDFDocument,
  resources: Resources,
  path: Path,
  paint: Paint,
): Operator[] {
  const shape = pathOperators(path);
  if (paint.type === 'solid') {
    const ops = [pushGraphicsState()];
    if (paint.color.a < 255) {
      const state = doc.context.obj({ Type: 'ExtGState', ca: paint.color.a / 255 });
      ops.push(setGraphicsState(resources.add('ExtGState', 'GS', state)));
    }
    const [r, g, b] = rgb(paint.color) as [number, number, number];
    return [...ops, setFillingRgbColor(r, g, b), ...shape, fill(), popGraphicsState()];
  }
  const coords =
    paint.type === 'linear'
      ? [paint.x1, paint.y1, paint.x2, paint.y2]
      : [paint.cx, paint.cy, 0, paint.cx, paint.cy, paint.r];
  const shading = doc.context.obj({
    ShadingType: paint.type === 'linear' ? 2 : 3,
    ColorSpace: 'DeviceRGB',
    Coords: coords,
    Function: gradientFunction(doc, paint.stops),
    Extend: [true, true],
  });
  const name = resources.add('Shading', 'Sh', shading);
  return [
    pushGraphicsState(),
    ...shape,
    clip(),
    endPath(),
    PDFOperator.of(PDFOperatorNames.ShadingFill, [name]),
    popGraphicsState(),
  ];
}
