// The code's modules in image pixels: which are drawn and where each cell is. Shapes and
// eyes are built from this, so they all sit on the layout's integer module edges.
import { isDrawn, type QrLayout } from '../qr-layout';
import { alignmentMask } from './alignment-patterns';
import type { Box } from './box';
import { inFinder } from './finder-patterns';

export class ModuleGrid {
  readonly count: number;
  private readonly alignment: Uint8Array;

  constructor(
    readonly layout: QrLayout,
    private readonly modules: Uint8Array,
    version: number,
  ) {
    this.count = layout.moduleCount;
    this.alignment = alignmentMask(version, this.count);
  }

  /** True when (row, col) belongs to an alignment pattern (versions 2 and up). */
  isAlignment(row: number, col: number): boolean {
    return this.alignment[row * this.count + col] === 1;
  }

  /** Pixel edge of module column/row `index` (may be `count`), image coordinates. */
  x(index: number): number {
    return this.layout.origin.x + (this.layout.edges[index + this.layout.margin] ?? 0);
  }

  y(index: number): number {
    return this.layout.origin.y + (this.layout.edges[index + this.layout.margin] ?? 0);
  }

  cell(row: number, col: number): Box {
    const x = this.x(col);
    const y = this.y(row);
    return { x, y, width: this.x(col + 1) - x, height: this.y(row + 1) - y };
  }

  /** Box spanning modules [from, to) in both directions from (row, col). */
  span(row: number, col: number, side: number): Box {
    const x = this.x(col);
    const y = this.y(row);
    return { x, y, width: this.x(col + side) - x, height: this.y(row + side) - y };
  }

  /** A dark data module: drawn (not under the logo) and not part of a finder pattern. */
  isData(row: number, col: number): boolean {
    if (row < 0 || col < 0 || row >= this.count || col >= this.count) return false;
    return !inFinder(this.count, row, col) && isDrawn(this.layout, this.modules, row, col);
  }

  /** All modules' area (quiet zone excluded): gradients span it. */
  get bounds(): Box {
    return this.span(0, 0, this.count);
  }
}
