// What was created, and every code as a 1000 px PNG: a ZIP downloaded in the browser, or the
// files written natively into a chosen folder in the desktop app; a progress bar while drawing.
import { Anchor, Button, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { bulkPng, bulkPngName, buildBulkZip, type BulkQrFile } from '@qrlink/core/bulk/bulk-zip';
import type { BulkKind, BulkParse } from '@qrlink/core/bulk/bulk-rows';
import { dynamicQrUrl, shortLinkUrl } from '@qrlink/core/links/public-urls';
import type { CreatedItem } from '@qrlink/data/bulk/bulk-create';
import { notify } from '@/lib/notify';
import { getPlatform } from '@/lib/platform/platform';
import { usePublicOrigin } from '@/lib/use-public-origin';
import { createdSummary } from '../created-summary';

const LISTED = 50;

/** A Uint8Array over a plain ArrayBuffer, as Blob's types want it. */
const bytesOf = (data: Uint8Array) => new Uint8Array(data) as Uint8Array<ArrayBuffer>;

function filesOf(kind: BulkKind, origin: string, parse: BulkParse, created: CreatedItem[]) {
  const destinations = new Map(parse.rows.map((row) => [row.line, row.destination]));
  return created.map((item): BulkQrFile => ({
    line: item.line,
    destination: destinations.get(item.line) ?? '',
    text:
      kind === 'qr'
        ? dynamicQrUrl(origin, item.id)
        : shortLinkUrl(origin, {
            custom_alias: item.custom_alias ?? null,
            short_code: item.short_code ?? '',
          }),
  }));
}

export function BulkResult({
  kind,
  parse,
  created,
  onAgain,
}: {
  kind: BulkKind;
  parse: BulkParse;
  created: CreatedItem[];
  onAgain: () => void;
}) {
  const origin = usePublicOrigin();
  const files = filesOf(kind, origin, parse, created);
  const [progress, setProgress] = useState<number | null>(null);

  async function download() {
    setProgress(0);
    try {
      const desktop = getPlatform().desktop;
      if (desktop) {
        const pngs = files.map((file) => ({
          fileName: bulkPngName(file),
          content: new Blob([bytesOf(bulkPng(file))], { type: 'image/png' }),
        }));
        await desktop.saveFilesToFolder(pngs);
      } else {
        const zip = await buildBulkZip(files, (done, total) => setProgress((100 * done) / total));
        await getPlatform().saveFile({
          fileName: kind === 'qr' ? 'qrcodes.zip' : 'links-qrcodes.zip',
          content: new Blob([bytesOf(zip)], { type: 'application/zip' }),
        });
      }
    } catch (error) {
      notify.failure(error, { title: 'Erro de Download' });
    } finally {
      setProgress(null);
    }
  }

  return (
    <Stack gap="md">
      <Text role="status" fw={600}>
        {createdSummary(created.length, kind, { dynamic: true })}
      </Text>
      <Group wrap="wrap">
        <Button
          leftSection={<IconFileZip size={18} />}
          onClick={() => void download()}
          loading={progress !== null}
        >
          Baixar ZIP com os PNGs
        </Button>
        <Button variant="default" onClick={onAgain}>
          Criar mais
        </Button>
      </Group>
      {progress !== null && <Progress value={progress} animated aria-label="Gerando os PNGs" />}
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="xs" aria-label="Itens criados">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Linha</Table.Th>
              <Table.Th>{kind === 'qr' ? 'URL dinâmica' : 'Link curto'}</Table.Th>
              <Table.Th>Destino</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {files.slice(0, LISTED).map((file) => (
              <Table.Tr key={file.line}>
                <Table.Td>{file.line}</Table.Td>
                <Table.Td>
                  <Anchor href={file.text} target="_blank" rel="noopener noreferrer" size="sm">
                    {file.text.replace(/^https?:\/\//, '')}
                  </Anchor>
                </Table.Td>
                <Table.Td maw={280}>
                  <Text size="sm" truncate="end" title={file.destination}>
                    {file.destination}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {files.length > LISTED && (
        <Text size="sm" c="dimmed">
          Os demais estão na lista de {kind === 'qr' ? 'QR Codes' : 'links'} e no ZIP.
        </Text>
      )}
    </Stack>
  );
}
