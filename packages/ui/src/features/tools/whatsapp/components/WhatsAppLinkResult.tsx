// The generated wa.me link: open, copy, and as a QR code to print.
import { Stack } from '@mantine/core';
import { CopyableLink } from '../../shared/components/CopyableLink';
import { TextQrCard } from '../../shared/components/TextQrCard';
import type { CopyMessages } from '@/lib/copy/use-copy-feedback';

const copyMessages: CopyMessages = {
  success: { title: 'Copiado!', message: 'O link do WhatsApp foi copiado.' },
  nothingToCopy: { title: 'Nenhum link para copiar' },
  failure: { title: 'Erro ao copiar', message: 'Não foi possível copiar o link.' },
};

export function WhatsAppLinkResult({ link }: { link: string }) {
  return (
    <Stack gap="md">
      <CopyableLink
        title="Seu link do WhatsApp:"
        url={link}
        copyLabel="Copiar link"
        copyMessages={copyMessages}
        testId="whatsapp-link"
      />
      <TextQrCard value={link} title="QR Code do link" fileNamePrefix="whatsapp" />
    </Stack>
  );
}
