// The message as WhatsApp shows it: *bold*, _italic_, ~strikethrough~ and ```monospace```.
// Like WhatsApp, a marker only counts when it touches a non-space character on its inner side.
import type { ReactNode } from 'react';

const PATTERN = /```([\s\S]+?)```|\*(\S(?:[^*\n]*\S)?)\*|_(\S(?:[^_\n]*\S)?)_|~(\S(?:[^~\n]*\S)?)~/;

function render(text: string, keyPrefix: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let rest = text;
  let index = 0;
  while (rest !== '') {
    const match = PATTERN.exec(rest);
    if (!match) {
      parts.push(rest);
      break;
    }
    if (match.index > 0) parts.push(rest.slice(0, match.index));
    const [, mono, bold, italic, strike] = match;
    const key = `${keyPrefix}${index}`;
    if (mono !== undefined) parts.push(<code key={key}>{mono}</code>);
    else if (bold !== undefined) parts.push(<strong key={key}>{render(bold, `${key}.`)}</strong>);
    else if (italic !== undefined) parts.push(<em key={key}>{render(italic, `${key}.`)}</em>);
    else parts.push(<s key={key}>{render(strike ?? '', `${key}.`)}</s>);
    rest = rest.slice(match.index + match[0].length);
    index += 1;
  }
  return parts;
}

export function FormattedWhatsAppText({ text }: { text: string }) {
  return <>{render(text, 'f')}</>;
}
