// 'Análise de Cliques de Link': the link, its figures and the click log (newest first, paged
// by the database).
import { attendantLabels } from '@qrlink/core/links/whatsapp-roulette';
import { useDomainNames } from '@/lib/queries/custom-domains';
import {
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { GeoAttribution } from '@/lib/components/GeoAttribution';
import { KeyboardScrollContainer } from '@/lib/components/KeyboardScrollContainer';
import { ReportExportButtons } from '@/lib/components/ReportExportButtons';
import { ShareReportButton } from '@/lib/components/ShareReportButton';
import { VisitStatsPanel } from '@/lib/components/VisitStatsPanel';
import { ErrorState, ListFooter, LoadingState } from '@/lib/components/ListStates';
import { Link, Navigate, useParams } from 'react-router-dom';
import { DEVICE_LABELS } from '@qrlink/core/analytics/parse-user-agent';
import type { DeviceClass } from '@qrlink/core/analytics/classify-user-agent';
import { formatDateTime, formatDateTimeSeconds } from '@qrlink/core/dates/format-date';
import { shortLinkUrl } from '@qrlink/core/links/public-urls';
import { notify } from '@/lib/notify';
import { href } from '@/lib/routes';
import { userAtom } from '@/lib/session';
import { usePublicOrigin } from '@/lib/use-public-origin';
import { useLinkClicks, useShortLink } from '../hooks/use-short-links';

const PAGE_SIZE = 50;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

function deviceText(device: string | null, browser: string | null, os: string | null): string {
  const kind = DEVICE_LABELS[(device ?? 'unknown') as DeviceClass] ?? device ?? 'Desconhecido';
  const parts = [browser, os].filter(Boolean).join(' em ');
  return parts ? `${parts} (${kind})` : kind;
}

export function LinkAnalyticsPage() {
  const { linkId } = useParams();
  const user = useAtomValue(userAtom);
  const origin = usePublicOrigin();
  const domainNames = useDomainNames();
  const link = useShortLink(linkId, user?.id);
  const [page, setPage] = useState(1);
  const clicks = useLinkClicks(link.data?.id, page - 1, PAGE_SIZE);

  useEffect(() => {
    if (link.isError) notify.failure(link.error);
  }, [link.isError, link.error]);

  if (link.isError) return <Navigate to={href('dashboardMyShortLinks')} replace />;
  if (!link.data) {
    return (
      <Center py="xl">
        <Loader aria-label="Carregando análises" />
      </Center>
    );
  }
  const domain = link.data.domain_id && domainNames.get(link.data.domain_id);
  const short = shortLinkUrl(origin, link.data, domain);
  const total = clicks.data?.total ?? 0;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Button
          component={Link}
          to={href('dashboardMyShortLinks')}
          variant="subtle"
          leftSection={<IconArrowLeft size={18} />}
        >
          Voltar
        </Button>
        <ShareReportButton kind="link" targetId={link.data.id} />
      </Group>
      <Stack gap={4}>
        <Title order={1} size="h2">
          Análise de Cliques de Link
        </Title>
        <Text style={{ overflowWrap: 'anywhere' }}>{link.data.original_url}</Text>
        <Anchor href={short} target="_blank" rel="noopener noreferrer">
          <Group gap={4} component="span">
            {short} <IconExternalLink size={16} aria-hidden />
          </Group>
        </Anchor>
        {link.data.description && <Text c="dimmed">{link.data.description}</Text>}
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Figure label="Total de cliques" value={link.data.click_count.toLocaleString('pt-BR')} />
        <Figure label="Criado em" value={formatDateTime(link.data.created_at)} />
        <Figure label="Última atualização" value={formatDateTime(link.data.updated_at)} />
      </SimpleGrid>
      <VisitStatsPanel
        kind="link"
        targetId={link.data.id}
        noun={['clique', 'cliques']}
        destinationLabels={link.data.roulette ? attendantLabels(link.data.roulette) : undefined}
        actions={(stats, range) => (
          <ReportExportButtons
            report={{
              kind: 'link',
              destination: link.data.original_url,
              shortUrl: short,
              ...range,
              stats,
            }}
          />
        )}
      />
      <Title order={2} size="h3">
        Registro de cliques
      </Title>
      {clicks.isPending ? (
        <LoadingState label="Carregando cliques..." />
      ) : clicks.isError ? (
        <ErrorState title="Erro ao buscar análises" onRetry={() => void clicks.refetch()} />
      ) : total === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text>Nenhum clique registrado ainda para este link.</Text>
        </Paper>
      ) : (
        <>
          <KeyboardScrollContainer label="Registro de cliques" minWidth={760}>
            <Table verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Data/Hora</Table.Th>
                  <Table.Th>IP</Table.Th>
                  <Table.Th>Dispositivo/Navegador</Table.Th>
                  <Table.Th>País/Cidade</Table.Th>
                  <Table.Th>Referência</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {clicks.data.rows.map((click) => (
                  <Table.Tr key={click.id}>
                    <Table.Td>{formatDateTimeSeconds(click.clicked_at)}</Table.Td>
                    <Table.Td>{click.ip_address ?? '-'}</Table.Td>
                    <Table.Td>{deviceText(click.device, click.browser, click.os)}</Table.Td>
                    <Table.Td>
                      {[click.country, click.city].filter(Boolean).join(' / ') || 'Desconhecido'}
                    </Table.Td>
                    <Table.Td maw={240}>
                      <Text size="sm" truncate="end" title={click.referrer ?? undefined}>
                        {click.referrer ?? 'Direto'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </KeyboardScrollContainer>
          <ListFooter
            total={total}
            noun={['clique', 'cliques']}
            page={page}
            pageSize={PAGE_SIZE}
            onPage={setPage}
          />
          <GeoAttribution />
        </>
      )}
    </Stack>
  );
}
