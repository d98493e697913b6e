// Whether a page's theme can be read (docs/product/pages.md, "The page editor"): WCAG's 4.5:1
// for the text on its background and on the buttons, the level a screen reader audit and
// Lighthouse ask of body text. The editor warns; the page is the owner's to choose.
import { parseHexColor } from '../qr/qr-color';
import { contrastRatio } from '../qr/safety/contrast';
import type { PageTheme } from './link-page-schema';

export const MIN_TEXT_CONTRAST = 4.5;

export type ContrastWarning = 'text' | 'buttons';

export function themeContrastWarnings(theme: PageTheme): ContrastWarning[] {
  const ratio = (a: string, b: string) => contrastRatio(parseHexColor(a), parseHexColor(b));
  const warnings: ContrastWarning[] = [];
  if (ratio(theme.text, theme.background) < MIN_TEXT_CONTRAST) warnings.push('text');
  if (ratio(theme.buttonText, theme.button) < MIN_TEXT_CONTRAST) warnings.push('buttons');
  return warnings;
}
