import type { CopyMessages } from '@/lib/copy/use-copy-feedback';

/** docs/product/calls-errors-and-constants.md, "Error texts": the short links' copy texts. */
export const SHORT_LINK_COPY_MESSAGES: CopyMessages = {
  success: {
    title: 'Link copiado!',
    message: 'O link encurtado foi copiado para sua área de transferência.',
  },
  nothingToCopy: { title: 'Nenhum link para copiar' },
  failure: { title: 'Erro ao copiar', message: 'Não foi possível copiar o link.' },
};
