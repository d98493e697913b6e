// UTM builder (docs/product/link-rules-and-utm.md, "Link rules and UTM"): the five campaign tags, a
// preview of the destination that carries them, and a button that writes that destination into the
// form's URL field.
import { Button, Code, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  applyUtm,
  readUtm,
  UTM_FIELDS,
  utmSchema,
  type Utm,
  type UtmField,
} from '@qrlink/core/links/utm';
import { MESSAGES } from '@qrlink/core/validation/messages';

const LABELS: Record<UtmField, { label: string; placeholder: string }> = {
  source: { label: 'Origem (utm_source)', placeholder: 'instagram' },
  medium: { label: 'Mídia (utm_medium)', placeholder: 'qrcode' },
  campaign: { label: 'Campanha (utm_campaign)', placeholder: 'black-friday' },
  term: { label: 'Termo (utm_term)', placeholder: 'cardapio' },
  content: { label: 'Conteúdo (utm_content)', placeholder: 'mesa-12' },
};

export function UtmBuilder({ url, onApply }: { url: string; onApply: (url: string) => void }) {
  const [utm, setUtm] = useState<Utm>(() => readUtm(url));
  const preview = applyUtm(url, utm);
  const valid = utmSchema.safeParse(utm).success;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {UTM_FIELDS.map((field) => (
          <TextInput
            key={field}
            label={LABELS[field].label}
            placeholder={LABELS[field].placeholder}
            value={utm[field]}
            maxLength={100}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setUtm((current) => ({ ...current, [field]: value }));
            }}
          />
        ))}
      </SimpleGrid>
      <div>
        <Text size="sm" fw={500}>
          Destino com UTM
        </Text>
        {preview ? (
          <Code
            block
            data-testid="utm-preview"
            style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}
          >
            {preview}
          </Code>
        ) : (
          <Text size="sm" c="dimmed">
            Informe uma URL de destino válida para montar as UTMs.
          </Text>
        )}
        {!valid && (
          <Text size="sm" c="red.8" role="alert">
            {MESSAGES.utmTooLong.message}
          </Text>
        )}
      </div>
      <Button
        variant="light"
        style={{ alignSelf: 'flex-start' }}
        disabled={!preview || !valid || preview === url.trim()}
        onClick={() => preview && onApply(preview)}
      >
        Aplicar ao destino
      </Button>
    </Stack>
  );
}
