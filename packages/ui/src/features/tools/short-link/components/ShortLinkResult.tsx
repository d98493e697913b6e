// The link just created: opens in a new tab, with a copy button (check mark for 2 s).
import { CopyableLink } from '../../shared/components/CopyableLink';
import type { CopyMessages } from '@/lib/copy/use-copy-feedback';

const copyMessages: CopyMessages = {
  success: {
    title: 'Link copiado!',
    message: 'O link encurtado foi copiado para sua área de transferência.',
  },
  nothingToCopy: { title: 'Nenhum link para copiar' },
  failure: { title: 'Erro ao copiar', message: 'Não foi possível copiar o link.' },
};

export function ShortLinkResult({ url }: { url: string }) {
  return (
    <CopyableLink
      title="Seu link encurtado:"
      url={url}
      copyLabel="Copiar link"
      copyMessages={copyMessages}
      testId="short-link-result"
      paperProps={{ bg: 'var(--mantine-color-green-light)' }}
      anchorProps={{ fw: 700 }}
    />
  );
}
