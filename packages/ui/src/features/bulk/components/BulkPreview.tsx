// The rows as read, before anything is written: each with its problems in pt-BR, a summary, and
// the one button that creates them all (only when every row is right).
import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { BulkKind, BulkParse } from '@qrlink/core/bulk/bulk-rows';
import { KeyboardScrollContainer } from '@/lib/components/KeyboardScrollContainer';

const PREVIEW_LIMIT = 200;

export function BulkPreview({
  kind,
  parse,
  creating,
  onCreate,
  onBack,
}: {
  kind: BulkKind;
  parse: BulkParse;
  creating: boolean;
  onCreate: () => void;
  onBack: () => void;
}) {
  const withErrors = parse.rows.filter((row) => row.errors.length > 0);
  const ready = parse.fileErrors.length === 0 && withErrors.length === 0;
  const shown = [...withErrors, ...parse.rows.filter((row) => row.errors.length === 0)].slice(
    0,
    PREVIEW_LIMIT,
  );
  const noun = kind === 'qr' ? 'QR Codes' : 'links curtos';
  return (
    <Stack gap="md">
      {parse.fileErrors.map((message) => (
        <Alert key={message} color="red" role="alert">
          {message}
        </Alert>
      ))}
      <Text role="status">
        {parse.rows.length.toLocaleString('pt-BR')} linhas lidas:{' '}
        {(parse.rows.length - withErrors.length).toLocaleString('pt-BR')} certas,{' '}
        {withErrors.length.toLocaleString('pt-BR')} com erro.{' '}
        {ready ? 'Nada foi salvo ainda.' : 'Corrija a planilha e envie de novo: nada foi salvo.'}
      </Text>
      <KeyboardScrollContainer label="Linhas da planilha" minWidth={640}>
        <Table verticalSpacing="xs" aria-label="Linhas da planilha">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Linha</Table.Th>
              <Table.Th>Destino</Table.Th>
              {kind === 'short_link' && <Table.Th>Alias</Table.Th>}
              <Table.Th>Pasta</Table.Th>
              <Table.Th>Tags</Table.Th>
              <Table.Th>Situação</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.line}>
                <Table.Td>{row.line}</Table.Td>
                <Table.Td maw={280}>
                  <Text size="sm" truncate="end" title={row.destination}>
                    {row.destination || '—'}
                  </Text>
                </Table.Td>
                {kind === 'short_link' && <Table.Td>{row.alias ?? '—'}</Table.Td>}
                <Table.Td>{row.folder ?? '—'}</Table.Td>
                <Table.Td>{row.tags.join(', ') || '—'}</Table.Td>
                <Table.Td>
                  {row.errors.length === 0 ? (
                    // A dark shade on an outline badge: readable on white (WCAG AA).
                    <Badge color="teal.9" variant="outline">
                      OK
                    </Badge>
                  ) : (
                    <Text size="sm" c="red.8">
                      {row.errors.join(' ')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </KeyboardScrollContainer>
      {parse.rows.length > PREVIEW_LIMIT && (
        <Text size="sm" c="dimmed">
          Mostrando {PREVIEW_LIMIT} de {parse.rows.length.toLocaleString('pt-BR')} linhas (as com
          erro primeiro).
        </Text>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={creating}>
          Enviar outra planilha
        </Button>
        <Button onClick={onCreate} disabled={!ready} loading={creating}>
          Criar {parse.rows.length.toLocaleString('pt-BR')} {noun}
        </Button>
      </Group>
    </Stack>
  );
}
