// The generated wa.me link: open, copy, as a QR code to print, and into the QR studio.
import { Stack } from '@mantine/core';
import { CopyableLink } from '../../shared/components/CopyableLink';
import {
  OpenInStudioButton,
  type StudioHandover,
} from '../../shared/components/OpenInStudioButton';
import { TextQrCard } from '../../shared/components/TextQrCard';
import type { CopyMessages } from '@/lib/copy/use-copy-feedback';

const copyMessages: CopyMessages = {
  success: { title: 'Copiado!', message: 'O link do WhatsApp foi copiado.' },
  nothingToCopy: { title: 'Nenhum link para copiar' },
  failure: { title: 'Erro ao copiar', message: 'Não foi possível copiar o link.' },
};

type WhatsAppLinkResultProps = {
  link: string;
  /** The form behind the link, handed to the QR studio. */
  content: Extract<StudioHandover, { type: 'whatsapp' }>['data'];
};

export function WhatsAppLinkResult({ link, content }: WhatsAppLinkResultProps) {
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
      <OpenInStudioButton content={{ type: 'whatsapp', data: content }} />
    </Stack>
  );
}
