// The saved code's permanent address, with copy
// (docs/product/calls-errors-and-constants.md, "Error texts" copy messages).
import { CopyableLink } from '../../shared/components/CopyableLink';
import type { CopyMessages } from '@/lib/copy/use-copy-feedback';

const copyMessages: CopyMessages = {
  success: { title: 'Copiado!', message: 'URL dinâmica copiada para a área de transferência.' },
  nothingToCopy: { title: 'Erro ao Copiar', message: 'Nenhuma URL gerada para copiar.' },
  failure: { title: 'Erro ao Copiar', message: 'Não foi possível copiar a URL.' },
};

export function DynamicUrlField({ url }: { url: string }) {
  return (
    <CopyableLink
      title="URL dinâmica"
      url={url}
      copyLabel="Copiar URL dinâmica"
      copyMessages={copyMessages}
      testId="dynamic-url"
      paperProps={{ p: 'sm', w: '100%' }}
      anchorProps={{ size: 'sm' }}
    />
  );
}
