// The short-link fields, the same in the public tool and the dashboard form: URL (required),
// the alias after its visible {origin}/s/ prefix (https://{domain}/ on an own domain; sanitised
// as typed), a description.
import { Box, Group, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { sanitiseAlias } from '@qrlink/core/validation/alias';

export interface ShortLinkValues {
  originalUrl: string;
  customAlias: string;
  description: string;
}

export function ShortLinkFields({
  form,
  origin,
  domain,
  aliasHint = 'Apenas letras, números e hífens.',
}: {
  form: UseFormReturnType<ShortLinkValues>;
  origin: string;
  /** The own domain the link is printed on, if any. */
  domain?: string | null | undefined;
  aliasHint?: string;
}) {
  return (
    <>
      <TextInput
        type="url"
        label="URL Original"
        placeholder="https://exemplo.com.br/uma-pagina-muito-longa"
        withAsterisk
        autoComplete="url"
        {...form.getInputProps('originalUrl')}
      />
      <TextInput
        label="Alias personalizado (opcional)"
        description={aliasHint}
        placeholder="minha-promo"
        // The prefix sits beside the field and wraps above it on narrow phones.
        inputContainer={(input) => (
          <Group gap={6} wrap="wrap">
            <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {domain ? `https://${domain}/` : `${origin}/s/`}
            </Text>
            <Box style={{ flex: 1, minWidth: 160 }}>{input}</Box>
          </Group>
        )}
        {...form.getInputProps('customAlias')}
        onChange={(event) =>
          form.setFieldValue('customAlias', sanitiseAlias(event.currentTarget.value))
        }
      />
      <Textarea
        label="Descrição (opcional)"
        placeholder="Para que serve este link?"
        rows={3}
        {...form.getInputProps('description')}
      />
    </>
  );
}
