// The card as a QR code: scanning it offers to save the contact, and 'Personalizar QR Code'
// opens it in the QR studio. Explains what is missing when there is nothing to encode yet, or
// when the card is too long for a QR code.
import { Alert, Paper, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import type { VCardVersion } from '@qrlink/core/vcard/build-vcard';
import type { VCardFormData } from '@qrlink/core/vcard/vcard-form-data';
import { vcardFileName } from '@qrlink/core/vcard/vcard-file-name';
import { OpenInStudioButton } from '../../shared/components/OpenInStudioButton';
import { TextQrCard } from '../../shared/components/TextQrCard';
import { VCARD_QR_LEVEL, vcardQrText } from '../vcard-qr-text';

type VCardQrCardProps = { data: VCardFormData; version: VCardVersion };

export function VCardQrCard({ data, version }: VCardQrCardProps) {
  // Typing stays responsive: the QR follows the form a beat behind.
  const deferred = useDeferredValue(data);
  const qr = vcardQrText(deferred, version);
  if (qr.status === 'incomplete') {
    return (
      <Paper withBorder p="md" radius="md">
        <Text fw={600}>QR Code do contato</Text>
        <Text size="sm" c="dimmed" mt="xs">
          Preencha nome e sobrenome para ver o QR Code do seu cartão.
        </Text>
      </Paper>
    );
  }
  if (qr.status === 'too-long') {
    return (
      <Alert color="yellow" icon={<IconInfoCircle />} title="Cartão grande demais para um QR Code">
        Reduza as observações, endereços ou outros campos para gerar o QR Code. O arquivo .vcf
        continua disponível para download.
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <TextQrCard
        value={qr.text}
        title="QR Code do contato"
        fileNamePrefix={vcardFileName(deferred).replace(/\.vcf$/, '')}
        errorCorrectionLevel={VCARD_QR_LEVEL}
        note={
          qr.photoOmitted
            ? 'A URL da foto foi omitida do QR Code para que o cartão coubesse nele.'
            : undefined
        }
      />
      <OpenInStudioButton content={{ type: 'vcard', data: deferred, version }} />
    </Stack>
  );
}
