// Message box with WhatsApp's four formatting buttons. The buttons keep the textarea's
// selection (mousedown does not steal focus) and act on it.
import { ActionIcon, Group, Stack, Textarea, Tooltip } from '@mantine/core';
import { IconBold, IconCode, IconItalic, IconStrikethrough, type Icon } from '@tabler/icons-react';
import type { KeyboardEvent, RefObject } from 'react';
import type { WhatsAppFormat } from '@qrlink/core/whatsapp/apply-whatsapp-format';

const FORMAT_BUTTONS: { format: WhatsAppFormat; label: string; icon: Icon; key: string }[] = [
  { format: 'bold', label: 'Negrito', icon: IconBold, key: 'b' },
  { format: 'italic', label: 'Itálico', icon: IconItalic, key: 'i' },
  { format: 'strikethrough', label: 'Tachado', icon: IconStrikethrough, key: 's' },
  { format: 'monospace', label: 'Monoespaçado', icon: IconCode, key: 'm' },
];

/** Ctrl/Cmd+Shift+letter: Ctrl+B/I alone are taken by some browsers and screen readers. */
function shortcutFormat(event: KeyboardEvent<HTMLTextAreaElement>): WhatsAppFormat | null {
  if (!(event.ctrlKey || event.metaKey) || !event.shiftKey) return null;
  const key = event.key.toLowerCase();
  return FORMAT_BUTTONS.find((button) => button.key === key)?.format ?? null;
}

type MessageEditorProps = {
  message: string;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  onChange: (message: string) => void;
  onFormat: (format: WhatsAppFormat) => void;
};

export function MessageEditor({ message, textareaRef, onChange, onFormat }: MessageEditorProps) {
  return (
    <Stack gap={6}>
      <Group gap={4} role="toolbar" aria-label="Formatação da mensagem">
        {FORMAT_BUTTONS.map(({ format, label, icon: FormatIcon, key }) => (
          <Tooltip key={format} label={`${label} (Ctrl+Shift+${key.toUpperCase()})`} withArrow>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={label}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onFormat(format)}
            >
              <FormatIcon size={18} />
            </ActionIcon>
          </Tooltip>
        ))}
      </Group>
      <Textarea
        ref={textareaRef}
        label="Mensagem (opcional)"
        description="Selecione um trecho e use os botões acima para formatar."
        placeholder="Olá! Gostaria de saber mais sobre..."
        rows={5}
        value={message}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          const format = shortcutFormat(event);
          if (!format) return;
          event.preventDefault();
          onFormat(format);
        }}
      />
    </Stack>
  );
}
