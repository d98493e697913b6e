// Where the rows come from: a CSV file dropped or chosen, or lines pasted; and the template.
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { bulkTemplate, type BulkKind } from '@qrlink/core/bulk/bulk-rows';
import { getPlatform } from '@/lib/platform/platform';
import { notify } from '@/lib/notify';

const CSV_TYPES = ['text/csv', 'text/plain', 'application/vnd.ms-excel'];
const MAX_FILE_BYTES = 2 * 1024 * 1024;

export function BulkInput({ kind, onRead }: { kind: BulkKind; onRead: (text: string) => void }) {
  const [pasted, setPasted] = useState('');
  return (
    <Stack gap="md">
      <Dropzone
        onDrop={(files) => void files[0]?.text().then(onRead)}
        onReject={() =>
          notify.error({
            title: 'Arquivo inválido',
            message: 'Envie um arquivo CSV de até 2 MB.',
          })
        }
        accept={CSV_TYPES}
        maxSize={MAX_FILE_BYTES}
        multiple={false}
        aria-label="Enviar planilha CSV"
      >
        <Group justify="center" gap="md" mih={110} style={{ pointerEvents: 'none' }}>
          <IconFileSpreadsheet size={40} aria-hidden />
          <div>
            <Text fw={600}>Arraste a planilha CSV aqui ou clique para escolher</Text>
            <Text size="sm" c="dimmed">
              Colunas: destino{kind === 'short_link' ? ', alias, descricao' : ''}, pasta e tags
              (separe as tags com |). Até 1.000 linhas.
            </Text>
          </div>
        </Group>
      </Dropzone>
      <Textarea
        label="Ou cole as linhas"
        description="Uma URL de destino por linha, ou a planilha com o cabeçalho."
        placeholder={'https://exemplo.com.br/cardapio\nhttps://exemplo.com.br/promo'}
        autosize
        minRows={4}
        maxRows={12}
        value={pasted}
        onChange={(event) => setPasted(event.currentTarget.value)}
      />
      <Group justify="space-between" wrap="wrap">
        <Button
          variant="subtle"
          leftSection={<IconDownload size={16} />}
          onClick={() =>
            void getPlatform().saveFile({
              fileName: kind === 'qr' ? 'modelo-qrcodes.csv' : 'modelo-links.csv',
              content: new Blob([`\uFEFF${bulkTemplate(kind)}`], { type: 'text/csv' }),
            })
          }
        >
          Baixar modelo CSV
        </Button>
        <Button disabled={!pasted.trim()} onClick={() => onRead(pasted)}>
          Verificar linhas
        </Button>
      </Group>
    </Stack>
  );
}
