// Where a frame goes: a border around the code square and a label band for the call to
// action below or above it. The image grows to hold them; proportions follow the code's size
// so a frame looks the same at 256 px and at 4096 px.
import type { Box } from './box';

export interface FrameInput {
  style: 'square' | 'rounded';
  position: 'top' | 'bottom';
}

export interface FrameLayout extends FrameInput {
  /** The whole image. */
  outer: Box;
  /** The code square (quiet zone included), left open in the frame. */
  hole: Box;
  /** The band that holds the text. */
  label: Box;
  /** Corner radius of the outer edge and of the hole (0 for square frames). */
  radius: number;
  holeRadius: number;
}

/** Border and band as fractions of the code's side. */
const FRAME_PROPORTIONS = { border: 0.04, band: 0.2, radius: 0.07 } as const;

/** `quietZone`: pixels of quiet zone around the modules (a rounded hole never cuts into a module). */
export function layoutFrame(input: FrameInput, size: number, quietZone: number): FrameLayout {
  const border = Math.max(1, Math.round(size * FRAME_PROPORTIONS.border));
  const band = Math.max(border, Math.round(size * FRAME_PROPORTIONS.band));
  const width = size + 2 * border;
  const height = size + border + band;
  const holeY = input.position === 'top' ? band : border;
  const radius = input.style === 'rounded' ? Math.round(size * FRAME_PROPORTIONS.radius) : 0;
  return {
    ...input,
    outer: { x: 0, y: 0, width, height },
    hole: { x: border, y: holeY, width: size, height: size },
    label: {
      x: border,
      y: input.position === 'top' ? 0 : border + size,
      width: size,
      height: band,
    },
    radius,
    holeRadius: Math.max(0, Math.min(radius - border, quietZone)),
  };
}
