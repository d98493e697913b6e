import { Alert, Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { IconMailCheck } from '@tabler/icons-react';
import { CONTACT_MAX_LENGTH, CONTACT_TOAST_MS } from '@qrlink/core/constants';
import { contactSchema, type ContactInput } from '@qrlink/core/validation/contact-schema';
import { sendContactMessage } from '@qrlink/data/contact/send-contact-message';
import { notify } from '@/lib/notify';
import { parseOrToast, zodValidate } from '@/lib/zod-form';

export const CONTACT_SENT = {
  title: 'Mensagem enviada!',
  message: 'Recebemos sua mensagem e responderemos no seu e-mail em até dois dias úteis.',
};

/** The contact form: sent to support through the server; on failure the typed text stays. */
export function ContactForm() {
  const form = useForm<ContactInput>({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '', subject: '', message: '' },
    validate: zodValidate(contactSchema),
  });
  const send = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () =>
      notify.success({
        title: CONTACT_SENT.title,
        message: CONTACT_SENT.message,
        autoClose: CONTACT_TOAST_MS,
      }),
    onError: (error) => notify.failure(error),
  });

  if (send.isSuccess) {
    return (
      <Stack>
        <Alert icon={<IconMailCheck aria-hidden />} color="green" title={CONTACT_SENT.title}>
          {CONTACT_SENT.message}
        </Alert>
        <Group>
          <Button
            variant="default"
            onClick={() => {
              form.reset();
              send.reset();
            }}
          >
            Enviar outra mensagem
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (values) => send.mutate(values),
        (_errors, values) => parseOrToast(contactSchema, values),
      )}
    >
      <Stack>
        <Group grow align="flex-start">
          <TextInput
            label="Nome"
            autoComplete="name"
            required
            maxLength={CONTACT_MAX_LENGTH.name}
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            maxLength={CONTACT_MAX_LENGTH.email}
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
        </Group>
        <TextInput
          label="Assunto"
          required
          maxLength={CONTACT_MAX_LENGTH.subject}
          key={form.key('subject')}
          {...form.getInputProps('subject')}
        />
        <Textarea
          label="Mensagem"
          required
          autosize
          minRows={5}
          maxLength={CONTACT_MAX_LENGTH.message}
          key={form.key('message')}
          {...form.getInputProps('message')}
        />
        <Button type="submit" style={{ alignSelf: 'flex-start' }} disabled={send.isPending}>
          {send.isPending ? 'Enviando...' : 'Enviar mensagem'}
        </Button>
      </Stack>
    </form>
  );
}
