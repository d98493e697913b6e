// 'Análise da Página' (docs/product/pages.md): the visits of one page of the workspace with the
// charts a code's analysis has, and the taps on each of its buttons over the same period. Pages
// keep no visit log: the figures are the database's daily rollups (page_stats).
import { Anchor, Badge, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { pageUrl } from '@qrlink/core/links/public-urls';
import { pageButtonLabels } from '@qrlink/core/pages/page-buttons';
import { PAGE_KIND_LABELS } from '@qrlink/core/pages/page-content';
import { getPageStats } from '@qrlink/data/pages/get-page-stats';
import { ButtonClicksTable } from '@/lib/components/ButtonClicksTable';
import { ShareReportButton } from '@/lib/components/ShareReportButton';
import { VisitStatsPanel } from '@/lib/components/VisitStatsPanel';
import { notify } from '@/lib/notify';
import { href } from '@/lib/routes';
import { usePublicOrigin } from '@/lib/use-public-origin';
import { usePage } from '../hooks/use-pages';

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
      <Group justify="space-between">
        <Button
          component={Link}
          to={href('dashboardPages')}
          variant="subtle"
          leftSection={<IconArrowLeft size={18} />}
        >
          Voltar para Minhas Páginas
        </Button>
        <ShareReportButton kind="page" targetId={id} />
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
        {(stats) => <ButtonClicksTable stats={stats} labels={labels} />}
      </VisitStatsPanel>
    </Stack>
  );
}
