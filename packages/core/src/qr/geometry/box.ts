/** An axis-aligned rectangle in pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
