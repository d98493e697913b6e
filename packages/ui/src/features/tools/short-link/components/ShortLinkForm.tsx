// The public short-link form: URL (required), alias after a visible {origin}/s/ prefix,
// sanitised as typed, optional description. Cleared after a success (docs/product.md §4).
import { Box, Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLink } from '@tabler/icons-react';
import { sanitiseAlias } from '@qrlink/core/validation/alias';
import { shortLinkSchema } from '@qrlink/core/validation/short-link-schema';
import { toToastError } from '@qrlink/core/validation/to-toast-error';
import type { CreatedShortLink } from '@qrlink/data/tools/create-short-link';
import { notify } from '@/lib/notify';
import { useCreateShortLink } from '../hooks/use-create-short-link';
import { SHORT_LINK_TOOL_ERROR_TITLE } from '@qrlink/data/tools/short-link-tool-error';

type ShortLinkFormProps = { origin: string; onCreated: (link: CreatedShortLink) => void };

export function ShortLinkForm({ origin, onCreated }: ShortLinkFormProps) {
  const mutation = useCreateShortLink();
  const form = useForm({ initialValues: { originalUrl: '', customAlias: '', description: '' } });

  const submit = form.onSubmit((values) => {
    const checked = shortLinkSchema.safeParse(values);
    if (!checked.success) {
      const toast = toToastError(checked.error);
      form.setFieldError(String(checked.error.issues[0]?.path[0] ?? 'originalUrl'), toast.message);
      notify.error(toast);
      return;
    }
    mutation.mutate(values, {
      onSuccess: (link) => {
        notify.success({
          title: 'Link encurtado com sucesso!',
          message: 'Seu novo link está pronto para ser compartilhado.',
        });
        form.reset();
        onCreated(link);
      },
      onError: (error) => notify.failure(error, { title: SHORT_LINK_TOOL_ERROR_TITLE }),
    });
  });

  const busy = mutation.isPending;
  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="md">
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
          description="Apenas letras, números e hífens."
          placeholder="minha-promo"
          // The prefix sits beside the field and wraps above it on narrow phones.
          inputContainer={(input) => (
            <Group gap={6} wrap="wrap">
              <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
                {`${origin}/s/`}
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
        <Button
          type="submit"
          loading={busy}
          disabled={busy}
          leftSection={<IconLink size={18} />}
          loaderProps={{ type: 'dots' }}
        >
          {busy ? 'Encurtando...' : 'Encurtar Link'}
        </Button>
      </Stack>
    </form>
  );
}
