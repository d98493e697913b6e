// 'Prévia do link' of a dynamic QR code or short link (docs/product/link-rules-and-utm.md,
// "Prévia do link"): the title, description and image WhatsApp, Instagram, Facebook and other
// apps show when the code's address is shared, with a card that sums it up.
// Controlled: the rules form owns the values.
import { Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import {
  PREVIEW_DESCRIPTION_MAX_LENGTH,
  PREVIEW_TITLE_MAX_LENGTH,
  type LinkRulesForm,
} from '@qrlink/core/validation/link-rules-schema';

type PreviewField = 'previewTitle' | 'previewDescription' | 'previewImageUrl';

interface LinkPreviewFieldsProps {
  value: Pick<LinkRulesForm, PreviewField>;
  onChange: (patch: Partial<Pick<LinkRulesForm, PreviewField>>) => void;
  errors: Partial<Record<PreviewField, string>>;
}

export function LinkPreviewFields({ value, onChange, errors }: LinkPreviewFieldsProps) {
  const shown = value.previewTitle || value.previewDescription || value.previewImageUrl;
  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={500}>
          Prévia do link
        </Text>
        <Text size="xs" c="dimmed">
          O que WhatsApp, Instagram, Facebook e outros apps mostram quando alguém compartilha o
          endereço. Quem abre o link continua indo ao destino.
        </Text>
      </div>
      <TextInput
        label="Título da prévia"
        maxLength={PREVIEW_TITLE_MAX_LENGTH}
        value={value.previewTitle}
        onChange={(event) => onChange({ previewTitle: event.currentTarget.value })}
        error={errors.previewTitle}
      />
      <Textarea
        label="Descrição da prévia"
        autosize
        minRows={2}
        maxLength={PREVIEW_DESCRIPTION_MAX_LENGTH}
        value={value.previewDescription}
        onChange={(event) => onChange({ previewDescription: event.currentTarget.value })}
        error={errors.previewDescription}
      />
      <TextInput
        type="url"
        label="Imagem da prévia (endereço)"
        placeholder="https://exemplo.com.br/capa.jpg"
        value={value.previewImageUrl}
        onChange={(event) => onChange({ previewImageUrl: event.currentTarget.value })}
        error={errors.previewImageUrl}
      />
      {shown && (
        // The image itself is not drawn: the app's pages load images from its own origin only
        // (its Content-Security-Policy), and the apps fetch it from the owner's address anyway.
        <Paper withBorder radius="md" p="xs" maw={360} aria-hidden>
          <Stack gap={2}>
            <Text size="sm" fw={600} lineClamp={2}>
              {value.previewTitle}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={2}>
              {value.previewDescription}
            </Text>
            {value.previewImageUrl && (
              <Text size="xs" c="dimmed" truncate>
                Imagem: {value.previewImageUrl}
              </Text>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
