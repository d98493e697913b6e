import { Alert, Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { CONTACT_TOAST_MS } from '@qrlink/core/constants';
import {
  contactSchema,
  type ContactData,
  type ContactInput,
} from '@qrlink/core/validation/contact-schema';
import { notify } from '../../../app/notify';
import { parseOrToast, zodValidate } from '../../../lib/zod-form';
import { SUPPORT_EMAIL } from '../../../content/support';

/**
 * The backend has no contact inbox (no table or function receives messages), so the form
 * prepares the message and hands it to the visitor's e-mail program, addressed to support.
 */
export function contactMailto(message: ContactData): string {
  const body = `${message.message}\n\n— ${message.name} <${message.email}>`;
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(message.subject)}&body=${encodeURIComponent(body)}`;
}

export function ContactForm() {
  const [ready, setReady] = useState<ContactData | null>(null);
  const form = useForm<ContactInput>({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '', subject: '', message: '' },
    validate: zodValidate(contactSchema),
  });

  if (ready) {
    return (
      <Stack>
        <Alert
          icon={<IconMailForward aria-hidden />}
          color="green"
          title="Mensagem pronta para envio"
        >
          Sua mensagem foi preparada. Clique em “Abrir no meu e-mail” para enviá-la a{' '}
          {SUPPORT_EMAIL} pelo seu programa de e-mail.
        </Alert>
        <Group>
          <Button component="a" href={contactMailto(ready)}>
            Abrir no meu e-mail
          </Button>
          <Button
            variant="default"
            onClick={() => {
              form.reset();
              setReady(null);
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
        (values) => {
          const data = parseOrToast(contactSchema, values);
          if (!data) return;
          setReady(data);
          notify.success('Mensagem pronta!', 'Agora é só enviá-la pelo seu e-mail.', {
            autoClose: CONTACT_TOAST_MS,
          });
        },
        (_errors, values) => parseOrToast(contactSchema, values),
      )}
    >
      <Stack>
        <Group grow align="flex-start">
          <TextInput
            label="Nome"
            autoComplete="name"
            required
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
        </Group>
        <TextInput
          label="Assunto"
          required
          key={form.key('subject')}
          {...form.getInputProps('subject')}
        />
        <Textarea
          label="Mensagem"
          required
          autosize
          minRows={5}
          key={form.key('message')}
          {...form.getInputProps('message')}
        />
        <Button type="submit" style={{ alignSelf: 'flex-start' }}>
          Enviar mensagem
        </Button>
      </Stack>
    </form>
  );
}
