// 'Cliques nos botões' of a page's analysis and of its shared report: the period's taps on each
// button the page shows, in its order (0 when untapped), then the tapped ids it no longer has.
import { Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { PageStats } from '@qrlink/core/analytics/page-stats';
import { KeyboardScrollContainer } from './KeyboardScrollContainer';
import { StatFigure } from './StatFigure';

/** A button tapped in the period that the page no longer shows. */
const REMOVED_BUTTON = 'Botão removido';

interface ButtonRow {
  id: string;
  label: string;
  clicks: number;
}

/** The page's buttons in its order (0 when untapped), then the tapped ids it no longer has. */
function buttonRows(labels: ReadonlyMap<string, string>, tapped: PageStats['buttons']) {
  const clicks = new Map(tapped.map((button) => [button.value, button.clicks]));
  const rows: ButtonRow[] = [...labels].map(([id, label]) => ({
    id,
    label,
    clicks: clicks.get(id) ?? 0,
  }));
  for (const button of tapped) {
    if (!labels.has(button.value)) {
      rows.push({ id: button.value, label: REMOVED_BUTTON, clicks: button.clicks });
    }
  }
  return rows;
}

export function ButtonClicksTable({
  stats,
  labels,
}: {
  stats: PageStats;
  labels: ReadonlyMap<string, string>;
}) {
  const titleId = useId();
  const rows = buttonRows(labels, stats.buttons);
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        Cliques nos botões
      </Title>
      {rows.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text>Esta página não tem botões.</Text>
        </Paper>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <StatFigure label="Cliques nos botões no período" value={stats.clicks} />
          </SimpleGrid>
          <KeyboardScrollContainer label="Tabela de cliques por botão" minWidth={420}>
            <Table verticalSpacing="xs" striped aria-label="Cliques por botão">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Botão</Table.Th>
                  <Table.Th ta="right">Cliques</Table.Th>
                  <Table.Th w="35%">% dos cliques</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => {
                  const share =
                    stats.clicks > 0 ? Math.round((row.clicks / stats.clicks) * 100) : 0;
                  return (
                    <Table.Tr key={row.id}>
                      <Table.Td maw={260}>
                        <Text
                          size="sm"
                          truncate="end"
                          title={row.label}
                          c={row.label === REMOVED_BUTTON ? 'dimmed' : undefined}
                        >
                          {row.label}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">{row.clicks.toLocaleString('pt-BR')}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Text size="sm" miw={40}>
                            {share}%
                          </Text>
                          <Progress value={share} size="sm" flex={1} aria-hidden />
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </KeyboardScrollContainer>
        </>
      )}
    </Stack>
  );
}
