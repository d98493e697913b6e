// Admin > Análise Geral: the six overview figures of the platform and, per Brazilian day over 30
// or 90 days, new users and counted scans and clicks (everything counted in SQL); below, the
// payment notifications that need a person.
import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { dayjs } from '@qrlink/core/dates/dayjs-pt-br';
import { ADMIN_ANALYTICS_ERROR, type AdminOverview } from '@qrlink/data/admin/get-overview';
import { ErrorState, LoadingState } from '@/lib/components/ListStates';
import { StatFigure } from '@/lib/components/StatFigure';
import { notify } from '@/lib/notify';
import { useAdminDailyActivity, useAdminOverview } from '../hooks/use-admin';
import { PaymentProblems } from './PaymentProblems';

const FIGURES: { key: keyof AdminOverview; label: string }[] = [
  { key: 'total_users', label: 'Total de Usuários' },
  { key: 'new_users_last_30_days', label: 'Novos Usuários (30 dias)' },
  { key: 'total_qr_codes', label: 'Total de QR Codes' },
  { key: 'total_short_links', label: 'Total de Links Curtos' },
  { key: 'total_scans', label: 'Total de Scans' },
  { key: 'total_clicks', label: 'Total de Cliques' },
];

const PERIODS = ['30', '90'] as const;
const formatCount = (value: number) => value.toLocaleString('pt-BR');

function ActivityCharts() {
  const [days, setDays] = useState<(typeof PERIODS)[number]>('30');
  const activity = useAdminDailyActivity(Number(days));
  const rows = (activity.data ?? []).map((day) => ({
    dia: dayjs(day.day).format('DD/MM'),
    'Novos usuários': day.new_users,
    Scans: day.scans,
    Cliques: day.clicks,
  }));

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3">
          Atividade por dia
        </Title>
        <SegmentedControl
          value={days}
          onChange={(value) => setDays(value as (typeof PERIODS)[number])}
          data={PERIODS.map((value) => ({ value, label: `${value} dias` }))}
          aria-label="Período dos gráficos"
        />
      </Group>
      {activity.isPending ? (
        <LoadingState label="Carregando gráficos..." />
      ) : activity.isError ? (
        <ErrorState
          title={ADMIN_ANALYTICS_ERROR.title}
          message={ADMIN_ANALYTICS_ERROR.message}
          onRetry={() => void activity.refetch()}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <Paper withBorder p="md" aria-label="Novos usuários por dia" role="figure">
            <Title order={3} size="h4" mb="sm">
              Novos usuários por dia
            </Title>
            <BarChart
              h={240}
              data={rows}
              dataKey="dia"
              series={[{ name: 'Novos usuários', color: 'grape.6' }]}
              tickLine="none"
              valueFormatter={formatCount}
            />
          </Paper>
          <Paper withBorder p="md" aria-label="Scans e cliques por dia" role="figure">
            <Title order={3} size="h4" mb="sm">
              Scans e cliques por dia
            </Title>
            <AreaChart
              h={240}
              data={rows}
              dataKey="dia"
              series={[
                { name: 'Scans', color: 'brand.6' },
                { name: 'Cliques', color: 'teal.6' },
              ]}
              curveType="monotone"
              withLegend
              tickLine="none"
              valueFormatter={formatCount}
            />
          </Paper>
        </SimpleGrid>
      )}
    </Stack>
  );
}

export function AdminAnalyticsPage() {
  const overview = useAdminOverview();

  useEffect(() => {
    if (overview.isError) notify.failure(overview.error);
  }, [overview.isError, overview.error]);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Análise Geral
      </Title>
      {overview.isPending ? (
        <LoadingState label="Carregando análises..." />
      ) : overview.isError ? (
        <ErrorState
          title={ADMIN_ANALYTICS_ERROR.title}
          message={ADMIN_ANALYTICS_ERROR.message}
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            {FIGURES.map(({ key, label }) => (
              <StatFigure key={key} label={label} value={overview.data[key]} />
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            Scans e cliques contados: robôs e pré-visualizações de links ficam de fora.
          </Text>
          <ActivityCharts />
          <PaymentProblems />
        </>
      )}
    </Stack>
  );
}
