// Message box with WhatsApp's four formatting buttons. The buttons keep the textarea's
// selection (mousedown does not steal focus) and act on it.
import { ActionIcon, Group, Stack, Textarea, Tooltip } from '@mantine/core';
import { IconBold, IconCode, IconItalic, IconStrikethrough, type Icon } from '@tabler/icons-react';
import type { RefObject } from 'react';
import type { WhatsAppFormat } from '@qrlink/core/whatsapp/apply-whatsapp-format';

const FORMAT_BUTTONS: { format: WhatsAppFormat; label: string; icon: Icon }[] = [
  { format: 'bold', label: 'Negrito', icon: IconBold },
  { format: 'italic', label: 'Itálico', icon: IconItalic },
  { format: 'strikethrough', label: 'Tachado', icon: IconStrikethrough },
  { format: 'monospace', label: 'Monoespaçado', icon: IconCode },
];

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
        {FORMAT_BUTTONS.map(({ format, label, icon: FormatIcon }) => (
          <Tooltip key={format} label={label} withArrow>
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
      />
    </Stack>
  );
}
