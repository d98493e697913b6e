// Preview of what the recipient gets: the message as a chat bubble, or the link itself.
import { Box, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { FormattedWhatsAppText } from './FormattedWhatsAppText';

export type PreviewMode = 'message' | 'link';

type WhatsAppPreviewProps = {
  mode: PreviewMode;
  onModeChange: (mode: PreviewMode) => void;
  message: string;
  link: string | null;
};

export function WhatsAppPreview({ mode, onModeChange, message, link }: WhatsAppPreviewProps) {
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Modo de visualização"
        value={mode}
        onChange={(value) => onModeChange(value as PreviewMode)}
        data={[
          { label: 'Mensagem', value: 'message' },
          { label: 'Link', value: 'link' },
        ]}
      />
      <Paper p="md" radius="md" bg="#e5ddd5" data-testid="whatsapp-preview">
        {mode === 'message' ? (
          <Box
            bg="#dcf8c6"
            p="sm"
            ml="auto"
            maw="85%"
            style={{ borderRadius: 8, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
          >
            <Text size="sm" c="dark">
              {message ? <FormattedWhatsAppText text={message} /> : 'Sua mensagem aparecerá aqui.'}
            </Text>
          </Box>
        ) : (
          <Text size="sm" c="dark" style={{ wordBreak: 'break-all' }}>
            {link ?? 'Informe o número de telefone para ver o link.'}
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
