// Formatting buttons of the WhatsApp message box: wrap the selection in WhatsApp's markers.

export type WhatsAppFormat = 'bold' | 'italic' | 'strikethrough' | 'monospace';

const WHATSAPP_MARKERS: Record<WhatsAppFormat, string> = {
  bold: '*',
  italic: '_',
  strikethrough: '~',
  monospace: '```',
};

const SELECTION_REQUIRED = {
  title: 'Seleção Necessária',
  message: 'Selecione o texto que deseja formatar.',
} as const;

export type FormatResult =
  | { ok: true; text: string; selectionStart: number; selectionEnd: number }
  | { ok: false; title: string; message: string };

/**
 * Wrap text[selectionStart, selectionEnd) in the format's marker and return the new text with
 * the same words still selected. WhatsApp ignores a marker next to a space ('* oi*' is not
 * bold), so spaces at the edges of the selection are left outside the markers. Applying the
 * same format to text already wrapped in it removes the markers (a toggle, like editors do).
 */
export function applyWhatsAppFormat(
  text: string,
  selectionStart: number,
  selectionEnd: number,
  format: WhatsAppFormat,
): FormatResult {
  const from = Math.max(0, Math.min(selectionStart, selectionEnd));
  const to = Math.min(text.length, Math.max(selectionStart, selectionEnd));
  const selected = text.slice(from, to);
  const start = from + (selected.length - selected.trimStart().length);
  const end = to - (selected.length - selected.trimEnd().length);
  if (end <= start) return { ok: false, ...SELECTION_REQUIRED };

  const marker = WHATSAPP_MARKERS[format];
  const size = marker.length;
  const wrapped =
    text.slice(start - size, start) === marker && text.slice(end, end + size) === marker;
  if (wrapped && start >= size) {
    return {
      ok: true,
      text: text.slice(0, start - size) + text.slice(start, end) + text.slice(end + size),
      selectionStart: start - size,
      selectionEnd: end - size,
    };
  }
  return {
    ok: true,
    text: text.slice(0, start) + marker + text.slice(start, end) + marker + text.slice(end),
    selectionStart: start + size,
    selectionEnd: end + size,
  };
}
