// 'Pix Copia e Cola': the same BR Code the QR holds, as text for paying from a phone.
import { Group, Stack, Text, Textarea } from '@mantine/core';
import { CopyIconButton } from '@/lib/copy/CopyIconButton';
import type { CopyMessages } from '@/lib/copy/use-copy-feedback';

const copyMessages: CopyMessages = {
  success: { title: 'Copiado!', message: 'O código Pix Copia e Cola foi copiado.' },
  nothingToCopy: { title: 'Nenhum código para copiar' },
  failure: { title: 'Erro ao copiar', message: 'Não foi possível copiar o código Pix.' },
};

export function PixCopyPaste({ payload }: { payload: string }) {
  return (
    <Stack gap={4} w="100%">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} size="sm" component="label" htmlFor="pix-copia-e-cola">
          Pix Copia e Cola
        </Text>
        <CopyIconButton text={payload} label="Copiar código Pix" messages={copyMessages} />
      </Group>
      <Textarea
        id="pix-copia-e-cola"
        readOnly
        autosize
        minRows={2}
        maxRows={5}
        value={payload}
        styles={{ input: { fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' } }}
        onFocus={(event) => event.currentTarget.select()}
        data-testid="pix-copia-e-cola"
      />
      <Text size="xs" c="dimmed">
        Quem paga pode colar este código no app do banco, em Pix &gt; Copia e Cola.
      </Text>
    </Stack>
  );
}
