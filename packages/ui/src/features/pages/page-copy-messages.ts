import type { CopyMessages } from '@/lib/copy/use-copy-feedback';

/** The page address's copy texts (docs/product/pages.md). */
export const PAGE_COPY_MESSAGES: CopyMessages = {
  success: {
    title: 'Endereço copiado!',
    message: 'O endereço da página foi copiado para sua área de transferência.',
  },
  nothingToCopy: { title: 'Nenhum endereço para copiar' },
  failure: { title: 'Erro ao copiar', message: 'Não foi possível copiar o endereço.' },
};
