// The simple content types: an e-mail to write, an SMS to send, a number to call, plain text.
import { Stack, Textarea, TextInput } from '@mantine/core';
import type { ContentInputs } from '../../studio/content-inputs';
import { bindText, type ContentFieldsProps } from './content-fields';

const MESSAGE_MAX = 1000;

function PhoneInput(props: ContentFieldsProps<{ phone: string }>) {
  return (
    <TextInput
      type="tel"
      label="Número de telefone"
      description="Com DDD; de outro país, comece com + e o código do país."
      placeholder="(11) 98765-4321"
      withAsterisk
      autoComplete="tel"
      inputMode="tel"
      {...bindText(props, 'phone')}
    />
  );
}

export function EmailContentFields(props: ContentFieldsProps<ContentInputs['email']>) {
  return (
    <Stack gap="sm">
      <TextInput
        type="email"
        label="E-mail do destinatário"
        withAsterisk
        autoComplete="email"
        {...bindText(props, 'to')}
      />
      <TextInput label="Assunto (opcional)" maxLength={150} {...bindText(props, 'subject')} />
      <Textarea
        label="Mensagem (opcional)"
        autosize
        minRows={2}
        maxRows={6}
        {...bindText(props, 'body')}
      />
    </Stack>
  );
}

export function SmsContentFields(props: ContentFieldsProps<ContentInputs['sms']>) {
  return (
    <Stack gap="sm">
      <PhoneInput
        value={props.value}
        errors={props.errors}
        onBlur={props.onBlur}
        onChange={(patch) => props.onChange(patch)}
      />
      <Textarea
        label="Mensagem (opcional)"
        autosize
        minRows={2}
        maxRows={6}
        {...bindText(props, 'message')}
      />
    </Stack>
  );
}

export function PhoneContentFields(props: ContentFieldsProps<ContentInputs['phone']>) {
  return <PhoneInput {...props} />;
}

export function TextContentFields(props: ContentFieldsProps<ContentInputs['text']>) {
  return (
    <Textarea
      label="Texto"
      withAsterisk
      autosize
      minRows={3}
      maxRows={10}
      description={`${props.value.text.length} de ${MESSAGE_MAX} caracteres`}
      {...bindText(props, 'text')}
    />
  );
}
