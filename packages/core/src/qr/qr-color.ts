// Colours of the renderers: hex only (#rgb, #rgba, #rrggbb, #rrggbbaa), so the PNG encoder
// can use them as bytes and the SVG can never receive markup through a colour.
import { MESSAGES } from '../validation/messages';
import { QrRenderError } from './qr-render-error';

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export function parseHexColor(color: string): Rgba {
  const match = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color.trim());
  if (!match?.[1]) throw new QrRenderError(MESSAGES.colorInvalid.message);
  let hex = match[1];
  if (hex.length <= 4) hex = [...hex].map((digit) => digit + digit).join('');
  if (hex.length === 6) hex += 'ff';
  const byte = (at: number) => Number.parseInt(hex.slice(at, at + 2), 16);
  return { r: byte(0), g: byte(2), b: byte(4), a: byte(6) };
}

/** '#rrggbb' (or '#rrggbbaa' when translucent), lowercased: safe in CSS and SVG. */
export function toHexColor({ r, g, b, a }: Rgba): string {
  const hex = (value: number) => value.toString(16).padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}${a === 255 ? '' : hex(a)}`;
}
