// The public short-link form: URL (required), alias after a visible {origin}/s/ prefix,
// sanitised as typed, optional description. Cleared after a success
// (docs/product/data-model.md, "States and transitions").
import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLink } from '@tabler/icons-react';
import { shortLinkSchema } from '@qrlink/core/validation/short-link-schema';
import { toToastError } from '@qrlink/core/validation/to-toast-error';
import type { CreatedShortLink } from '@qrlink/data/short-links/create-short-link';
import { notify } from '@/lib/notify';
import { useCreateShortLink } from '../hooks/use-create-short-link';
import { SHORT_LINK_TOOL_ERROR_TITLE } from '@qrlink/data/short-links/short-link-tool-error';
import { ShortLinkFields } from '@/lib/components/ShortLinkFields';

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
        <ShortLinkFields form={form} origin={origin} />
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
