// A WhatsApp conversation with the message already written (the wa.me link of the WhatsApp tool).
import { Stack, Textarea } from '@mantine/core';
import { PhoneFields } from '../../../whatsapp/components/PhoneFields';
import type { ContentInputs } from '../../studio/content-inputs';
import { bindText, type ContentFieldsProps } from './content-fields';

export function WhatsAppContentFields(props: ContentFieldsProps<ContentInputs['whatsapp']>) {
  return (
    <Stack gap="sm">
      <PhoneFields
        countryCode={props.value.countryCode}
        phone={props.value.phone}
        phoneError={props.errors.phone ?? null}
        onCountryCodeChange={(countryCode) => props.onChange({ countryCode })}
        onPhoneChange={(phone) => props.onChange({ phone })}
        onPhoneBlur={() => props.onBlur('phone')}
      />
      <Textarea
        label="Mensagem (opcional)"
        description="Já aparece escrita quando a conversa abre."
        autosize
        minRows={2}
        maxRows={6}
        {...bindText(props, 'message')}
      />
    </Stack>
  );
}
