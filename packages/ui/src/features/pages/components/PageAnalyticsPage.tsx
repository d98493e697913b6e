// 'Análise da Página' (docs/product/pages.md): the visits of one page of the workspace with the
// charts a code's analysis has, and the taps on each of its buttons over the same period. Pages
// keep no visit log: the figures are the database's daily rollups (page_stats).
import {
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import { useEffect, useId } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import type { PageStats } from '@qrlink/core/analytics/page-stats';
import { pageUrl } from '@qrlink/core/links/public-urls';
import { pageButtonLabels } from '@qrlink/core/pages/page-buttons';
import { PAGE_KIND_LABELS } from '@qrlink/core/pages/page-content';
import { getPageStats } from '@qrlink/data/pages/get-page-stats';
import { KeyboardScrollContainer } from '@/lib/components/KeyboardScrollContainer';
import { StatFigure } from '@/lib/components/StatFigure';
import { VisitStatsPanel } from '@/lib/components/VisitStatsPanel';
import { notify } from '@/lib/notify';
import { href } from '@/lib/routes';
import { usePublicOrigin } from '@/lib/use-public-origin';
import { usePage } from '../hooks/use-pages';

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

function ButtonClicks({
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

export function PageAnalyticsPage() {
  const { pageId } = useParams();
  const origin = usePublicOrigin();
  const page = usePage(pageId);

  useEffect(() => {
    if (page.isError) notify.failure(page.error);
  }, [page.isError, page.error]);

  if (page.isError) return <Navigate to={href('dashboardPages')} replace />;
  if (!page.data) {
    return (
      <Center py="xl">
        <Loader aria-label="Carregando análises" />
      </Center>
    );
  }
  const { id, title, slug, published, kind } = page.data;
  const url = pageUrl(origin, slug);
  const labels = pageButtonLabels(page.data);
  return (
    <Stack gap="lg">
      <Group>
        <Button
          component={Link}
          to={href('dashboardPages')}
          variant="subtle"
          leftSection={<IconArrowLeft size={18} />}
        >
          Voltar para Minhas Páginas
        </Button>
      </Group>
      <Stack gap={4}>
        <Title order={1} size="h2">
          Análise da Página
        </Title>
        <Group gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <Text size="sm" c="dimmed">
            {PAGE_KIND_LABELS[kind]}
          </Text>
          {/* A draft's address answers 'Página não encontrada' until it is published. */}
          {!published && (
            <Badge color="gray" variant="light">
              Rascunho
            </Badge>
          )}
        </Group>
        <Anchor
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          style={{ overflowWrap: 'anywhere' }}
        >
          <Group gap={4} component="span">
            {url} <IconExternalLink size={16} aria-hidden />
          </Group>
        </Anchor>
      </Stack>
      <VisitStatsPanel
        noun={['visualização', 'visualizações', 'f']}
        load={{
          cacheKey: ['page-stats', id],
          fetch: (range) => getPageStats({ pageId: id, ...range }),
        }}
      >
        {(stats) => <ButtonClicks stats={stats} labels={labels} />}
      </VisitStatsPanel>
    </Stack>
  );
}
