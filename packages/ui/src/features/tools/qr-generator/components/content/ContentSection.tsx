// 'Conteúdo': what the code encodes. A URL becomes a dynamic code when saved (its destination
// can change after printing); every other type is written into the code itself (static).
import { Alert, NativeSelect, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import {
  QR_CONTENT_TYPE_LABELS,
  QR_CONTENT_TYPES,
  type QrContentType,
} from '@qrlink/core/qr-content/qr-content';
import type { ContentInputs } from '../../studio/content-inputs';
import {
  EmailContentFields,
  PhoneContentFields,
  SmsContentFields,
  TextContentFields,
} from './ContactContentFields';
import type { ContentFieldsProps } from './content-fields';
import { PixContentFields } from './PixContentFields';
import { UrlContentFields } from './UrlContentFields';
import { VCardContentFields } from './VCardContentFields';
import { WhatsAppContentFields } from './WhatsAppContentFields';
import { WifiContentFields } from './WifiContentFields';

const typeOptions = QR_CONTENT_TYPES.map((value) => ({
  value,
  label: QR_CONTENT_TYPE_LABELS[value],
}));

type ContentSectionProps = {
  type: QrContentType;
  onTypeChange: (type: QrContentType) => void;
  /** A saved code keeps its type (a printed dynamic code must stay dynamic). */
  typeLocked: boolean;
  inputs: ContentInputs;
  onInputChange: <T extends QrContentType>(type: T, patch: Partial<ContentInputs[T]>) => void;
  errors: Record<string, string>;
  onBlur: (field: string) => void;
};

function ActiveFields(props: ContentSectionProps) {
  const shared = { errors: props.errors, onBlur: props.onBlur };
  const bind = <T extends QrContentType>(type: T): ContentFieldsProps<ContentInputs[T]> => ({
    ...shared,
    value: props.inputs[type],
    onChange: (patch) => props.onInputChange(type, patch),
  });
  switch (props.type) {
    case 'url':
      return <UrlContentFields {...bind('url')} />;
    case 'whatsapp':
      return <WhatsAppContentFields {...bind('whatsapp')} />;
    case 'vcard':
      return <VCardContentFields {...bind('vcard')} />;
    case 'wifi':
      return <WifiContentFields {...bind('wifi')} />;
    case 'email':
      return <EmailContentFields {...bind('email')} />;
    case 'sms':
      return <SmsContentFields {...bind('sms')} />;
    case 'phone':
      return <PhoneContentFields {...bind('phone')} />;
    case 'text':
      return <TextContentFields {...bind('text')} />;
    case 'pix':
      return <PixContentFields {...bind('pix')} />;
  }
}

export function ContentSection(props: ContentSectionProps) {
  return (
    <Stack gap="md">
      <NativeSelect
        label="Tipo de conteúdo"
        data={typeOptions}
        value={props.type}
        disabled={props.typeLocked}
        description={
          props.typeLocked ? 'O tipo de um QR Code salvo não pode ser alterado.' : undefined
        }
        onChange={(event) => props.onTypeChange(event.currentTarget.value as QrContentType)}
      />
      {props.type !== 'url' && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle />} p="xs">
          QR Code estático: o conteúdo fica gravado no próprio código. Ele funciona sempre, mesmo
          sem o QR Link, mas não pode ser alterado depois de impresso e não registra scans.
        </Alert>
      )}
      <ActiveFields {...props} />
    </Stack>
  );
}
