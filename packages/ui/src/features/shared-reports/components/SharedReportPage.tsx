// /r/:token: a shared report, for anyone with the link and no account. The same charts the owner
// sees for that one code (with its CSV and PDF) or page (with its buttons' taps), over the period
// the visitor picks, read through shared_report (the database's aggregation, never raw rows).
// Nothing else of the owner shows.
import { Anchor, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { PageStats } from '@qrlink/core/analytics/page-stats';
import { reportTitle } from '@qrlink/core/analytics/visit-report';
import type { VisitStats } from '@qrlink/core/analytics/visit-stats';
import { pageUrl } from '@qrlink/core/links/public-urls';
import { pageButtonLabels } from '@qrlink/core/pages/page-buttons';
import { parsePageContent } from '@qrlink/core/pages/page-content';
import { dayjs } from '@qrlink/core/dates/dayjs-pt-br';
import { formatDate } from '@qrlink/core/dates/format-date';
import { AppError } from '@qrlink/data/errors';
import {
  getSharedReport,
  type SharedReportView,
} from '@qrlink/data/shared-reports/get-shared-report';
import { ButtonClicksTable } from '@/lib/components/ButtonClicksTable';
import { ReportExportButtons } from '@/lib/components/ReportExportButtons';
import { VisitStatsPanel, type StatsLoad, type StatsRange } from '@/lib/components/VisitStatsPanel';
import { href } from '@/lib/routes';
import { usePublicOrigin } from '@/lib/use-public-origin';

function NotFound({ message }: { message: string }) {
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" ta="center">
        <Stack align="center" gap="sm">
          <Title order={1} size="h2">
            Relatório não encontrado
          </Title>
          <Text>{message}</Text>
          <Button component={Link} to={href('home')} leftSection={<IconArrowLeft size={18} />}>
            Voltar para o início
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

export function SharedReportPage() {
  const { token = '' } = useParams();
  const origin = usePublicOrigin();
  // What the page says about the code comes with each period's figures.
  const [view, setView] = useState<SharedReportView | null>(null);
  const first = useQuery({
    queryKey: ['shared-report-head', token],
    queryFn: () => getSharedReport(token, today()),
    retry: false,
  });
  const head = view ?? first.data;
  if (first.isError && first.error instanceof AppError && first.error.code === 'not_found') {
    return <NotFound message={first.error.message} />;
  }
  if (!head) {
    return (
      <Container size="lg" py="xl">
        <Text role="status">{first.isError ? first.error.message : 'Carregando relatório...'}</Text>
      </Container>
    );
  }
  // Each period's figures, with what the report says about its code or page.
  const fetchView = async (range: StatsRange) => {
    const next = await getSharedReport(token, range);
    setView(next);
    return next;
  };
  const cacheKey = ['shared-report', token] as const;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        {head.kind === 'page' ? (
          <PageReport
            head={head}
            origin={origin}
            load={{ cacheKey, fetch: async (range) => pageStatsOf(await fetchView(range)) }}
          />
        ) : (
          <CodeReport
            head={head}
            origin={origin}
            load={{ cacheKey, fetch: async (range) => codeStatsOf(await fetchView(range)) }}
          />
        )}
      </Stack>
    </Container>
  );
}

type CodeView = Extract<SharedReportView, { kind: 'qr' | 'link' }>;
type PageView = Extract<SharedReportView, { kind: 'page' }>;

// A token's report is of one kind for good, and getSharedReport throws for a period without
// figures: these only narrow the types.
function codeStatsOf(view: SharedReportView): VisitStats {
  if (view.kind === 'page' || !view.stats) throw new Error('Relatório inesperado.');
  return view.stats;
}
function pageStatsOf(view: SharedReportView): PageStats {
  if (view.kind !== 'page' || !view.stats) throw new Error('Relatório inesperado.');
  return view.stats;
}

function ReportBadges() {
  return (
    <Group gap="xs">
      <Badge variant="light">Relatório compartilhado</Badge>
      <Badge variant="outline" color="gray">
        Somente leitura
      </Badge>
    </Group>
  );
}

function CodeReport({
  head,
  origin,
  load,
}: {
  head: CodeView;
  origin: string;
  load: StatsLoad<VisitStats>;
}) {
  const noun: [string, string] = head.kind === 'qr' ? ['scan', 'scans'] : ['clique', 'cliques'];
  const shortUrl = head.short_path ? `${origin}${head.short_path}` : null;
  return (
    <>
      <Stack gap={4}>
        <ReportBadges />
        <Title order={1} size="h2">
          {reportTitle(head.kind)}
        </Title>
        <Text style={{ overflowWrap: 'anywhere' }}>
          Destino:{' '}
          <Anchor href={head.destination} target="_blank" rel="noopener noreferrer nofollow">
            {head.destination}
          </Anchor>
        </Text>
        {shortUrl && <Text style={{ overflowWrap: 'anywhere' }}>Link curto: {shortUrl}</Text>}
        <Text size="sm" c="dimmed">
          Criado em {formatDate(head.created_at)}
        </Text>
      </Stack>
      <VisitStatsPanel
        kind={head.kind}
        noun={noun}
        load={load}
        actions={(stats, range) => (
          <ReportExportButtons
            report={{
              kind: head.kind,
              destination: head.destination,
              shortUrl,
              from: range.from,
              to: range.to,
              stats,
            }}
          />
        )}
      />
    </>
  );
}

function PageReport({
  head,
  origin,
  load,
}: {
  head: PageView;
  origin: string;
  load: StatsLoad<PageStats>;
}) {
  const url = pageUrl(origin, head.page.slug);
  const page = parsePageContent(head.page.kind, head.page.content);
  const labels = page ? pageButtonLabels(page) : new Map<string, string>();
  return (
    <>
      <Stack gap={4}>
        <ReportBadges />
        <Title order={1} size="h2">
          Relatório de página
        </Title>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {head.page.title}
        </Text>
        <Text style={{ overflowWrap: 'anywhere' }}>
          Endereço:{' '}
          <Anchor href={url} target="_blank" rel="noopener noreferrer nofollow">
            {url}
          </Anchor>
        </Text>
        <Text size="sm" c="dimmed">
          Criado em {formatDate(head.created_at)}
        </Text>
      </Stack>
      <VisitStatsPanel noun={['visualização', 'visualizações', 'f']} load={load}>
        {(stats) => <ButtonClicksTable stats={stats} labels={labels} />}
      </VisitStatsPanel>
    </>
  );
}

/** The 30 days ending today in Brazil, as the panel starts. */
function today(): StatsRange {
  const now = dayjs().tz('America/Sao_Paulo');
  return { from: now.subtract(29, 'day').format('YYYY-MM-DD'), to: now.format('YYYY-MM-DD') };
}
