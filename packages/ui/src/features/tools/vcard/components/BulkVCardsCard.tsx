// 'vCards em lote' (desktop app only): a CSV of contacts (a header row with Nome, Sobrenome,
// E-mail, Telefone...) made into vCards, one file each in a folder or all in one file.
import { Alert, Button, FileButton, Group, List, Radio, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import type { VCardVersion } from '@qrlink/core/vcard/build-vcard';
import { parseContactsCsv, type ContactsCsv } from '@qrlink/core/vcard/contacts-csv';
import { notify } from '@/lib/notify';
import { blobBytes } from '@/lib/platform/blob-bytes';
import { getPlatform } from '@/lib/platform/platform';
import { ToolPanel } from '../../shared/components/ToolPanel';
import { saveBulkVCards, type BulkMode } from '../bulk-vcards';

export function BulkVCardsCard({ version }: { version: VCardVersion }) {
  const [file, setFile] = useState<{ name: string; parsed: ContactsCsv } | null>(null);
  const [mode, setMode] = useState<BulkMode>('one-each');
  const [busy, setBusy] = useState(false);
  if (!getPlatform().desktop) return null;

  async function read(chosen: File | null) {
    if (!chosen) return;
    const text = new TextDecoder().decode(await blobBytes(chosen));
    setFile({ name: chosen.name, parsed: parseContactsCsv(text) });
  }

  async function save() {
    if (!file || file.parsed.contacts.length === 0) return;
    setBusy(true);
    try {
      const result = await saveBulkVCards(file.parsed.contacts, mode, version);
      if (result.status === 'saved') {
        notify.success({
          title: 'vCards Gerados!',
          message: `O arquivo ${result.fileName} foi salvo.`,
        });
      } else if ('folderName' in result) {
        const problems = result.failed.length + result.skipped.length;
        notify.success({
          title: 'vCards Gerados!',
          message: `${result.written} arquivos salvos em ${result.folderName}${problems ? ` (${problems} não gravados)` : ''}.`,
        });
      }
    } catch (error) {
      console.error('[qrlink] bulk vCards failed', error);
      notify.error({ title: 'Erro ao gerar vCard', message: 'Ocorreu um problema inesperado.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <ToolPanel>
      <Stack gap="sm">
        <Title order={2} size="h4">
          vCards em lote
        </Title>
        <Text size="sm" c="dimmed">
          Uma planilha CSV com uma linha por contato e, na primeira linha, as colunas Nome,
          Sobrenome e, se quiser, E-mail, Telefone, Empresa, Cargo, Site, Cidade, Estado, CEP.
        </Text>
        <FileButton onChange={(chosen) => void read(chosen)} accept=".csv,text/csv">
          {(props) => (
            <Button variant="default" leftSection={<IconFileSpreadsheet size={18} />} {...props}>
              Escolher planilha CSV
            </Button>
          )}
        </FileButton>
        {file && (
          <Stack gap="xs" data-testid="bulk-vcards-result">
            <Text size="sm">
              {file.name}: {file.parsed.contacts.length} contato(s) válido(s)
            </Text>
            {file.parsed.problems.length > 0 && (
              <Alert color="orange" title="Linhas ignoradas">
                <List size="sm">
                  {file.parsed.problems.map((problem) => (
                    <List.Item key={problem.line}>
                      Linha {problem.line}: {problem.message}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            )}
            <Radio.Group value={mode} onChange={(value) => setMode(value as BulkMode)}>
              <Group gap="md">
                <Radio value="one-each" label="Um arquivo .vcf por contato (em uma pasta)" />
                <Radio value="single-file" label="Um único arquivo com todos" />
              </Group>
            </Radio.Group>
            <Group>
              <Button
                onClick={() => void save()}
                loading={busy}
                disabled={file.parsed.contacts.length === 0}
              >
                Salvar vCards
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </ToolPanel>
  );
}
