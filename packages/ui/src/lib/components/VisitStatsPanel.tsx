// The analytics charts shared by the QR, short-link and page analysis and the public shared
// report: a period (7, 30, 90 days or chosen dates), totals and unique visitors, visits per day,
// where the rules sent them (a code with routes) and what devices, browsers, systems, countries,
// cities and sites they came from. Aggregated in
// the database (visit_stats, or shared_report / page_stats: `load`).
import '@mantine/charts/styles.css';
import '@mantine/dates/styles.css';
import { AreaChart } from '@mantine/charts';
import {
  Group,
  Paper,
  Progress,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { dayjs } from '@qrlink/core/dates/dayjs-pt-br';
import {
  visitDimensionLabel,
  type VisitDimension,
} from '@qrlink/core/analytics/visit-dimension-label';
import { reportBreakdowns } from '@qrlink/core/analytics/visit-report';
import type { VisitStats } from '@qrlink/core/analytics/visit-stats';
import { getVisitStats } from '@qrlink/data/analytics/get-visit-stats';
import { ErrorState } from './ListStates';
import { StatFigure } from './StatFigure';
import { GeoAttribution } from './GeoAttribution';
import { useAtomValue } from 'jotai';
import { currentWorkspaceIdAtom } from '@/lib/workspace';

type Period = '7' | '30' | '90' | 'custom';

/** A period as the database takes it: Brazilian days, 'YYYY-MM-DD', inclusive. */
export interface StatsRange {
  from: string;
  to: string;
}

/** Where the figures come from; `cacheKey` names them in the query cache. */
export interface StatsLoad<S extends VisitStats> {
  cacheKey: readonly unknown[];
  fetch: (range: StatsRange) => Promise<S>;
}

interface PanelOptions<S extends VisitStats> {
  /**
   * Singular and plural of what is counted: ['scan', 'scans'] or ['clique', 'cliques'];
   * 'f' for a feminine noun ('Nenhuma visualização').
   */
  noun: [singular: string, plural: string, gender?: 'f'];
  /** Buttons shown beside the period once its figures are in (the report exports). */
  actions?: ((stats: S, range: StatsRange) => ReactNode) | undefined;
  /** More figures of the same period, below the charts (a page's button taps). */
  children?: ((stats: S) => ReactNode) | undefined;
  /** The owner's names of some destinations (a roulette's attendants), by address. */
  destinationLabels?: ReadonlyMap<string, string> | undefined;
}

/**
 * Without `load` the figures are the signed-in owner's visit_stats of a code (`kind`, `targetId`)
 * or of the whole workspace, and S is VisitStats (nothing to infer another from); with it,
 * whatever it fetches (a page's, a shared report's).
 */
export type VisitStatsPanelProps<S extends VisitStats = VisitStats> = PanelOptions<S> &
  (
    | {
        kind: 'qr' | 'link';
        targetId?: string | undefined;
        load?: undefined;
      }
    | { kind?: 'qr' | 'link' | undefined; targetId?: string | undefined; load: StatsLoad<S> }
  );

/** Today in Brazil, and the first day of a period of `days` days ending today. */
function periodDays(days: number): { from: string; to: string } {
  const today = dayjs().tz('America/Sao_Paulo');
  return {
    from: today.subtract(days - 1, 'day').format('YYYY-MM-DD'),
    to: today.format('YYYY-MM-DD'),
  };
}

export function VisitStatsPanel<S extends VisitStats = VisitStats>(props: VisitStatsPanelProps<S>) {
  const { kind, targetId, noun, load, actions, children, destinationLabels } = props;
  const [period, setPeriod] = useState<Period>('30');
  // Without a code: the totals of the workspace being worked in.
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  const [custom, setCustom] = useState<DatesRangeValue<string>>([null, null]);
  const range =
    period === 'custom'
      ? custom[0] && custom[1]
        ? { from: custom[0], to: custom[1] }
        : null
      : periodDays(Number(period));
  const stats = useQuery({
    queryKey: [
      ...(load?.cacheKey ?? ['visit-stats', kind, targetId ?? workspaceId ?? 'all']),
      range?.from,
      range?.to,
    ],
    queryFn: (): Promise<S> =>
      load
        ? load.fetch(range!)
        : // Without `load` the props' type makes S VisitStats and `kind` given.
          (getVisitStats({
            kind: kind!,
            targetId,
            workspaceId,
            from: range!.from,
            to: range!.to,
          }) as Promise<S>),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    // Visits arrive through redirects, not through this app: always ask again.
    staleTime: 0,
  });
  const plural = noun[1][0]!.toUpperCase() + noun[1].slice(1);

  return (
    <Stack gap="md" component="section" aria-label="Gráficos do período">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label="Período"
          maw="100%"
          value={period}
          onChange={(value) => setPeriod(value as Period)}
          data={[
            { value: '7', label: '7 dias' },
            { value: '30', label: '30 dias' },
            { value: '90', label: '90 dias' },
            // Short enough for four segments on a 360 px phone.
            { value: 'custom', label: 'Datas' },
          ]}
        />
        {period === 'custom' && (
          <DatePickerInput
            type="range"
            label="Período personalizado"
            placeholder="dd/mm/aaaa – dd/mm/aaaa"
            locale="pt-br"
            valueFormat="DD/MM/YYYY"
            value={custom}
            onChange={setCustom}
            maxDate={new Date()}
            miw={260}
          />
        )}
        {actions && stats.data && range && !stats.isPlaceholderData && (
          <Group gap="xs" ml="auto">
            {actions(stats.data, range)}
          </Group>
        )}
      </Group>
      {stats.isError ? (
        <ErrorState
          title="Erro ao buscar análises"
          message={stats.error.message}
          onRetry={() => void stats.refetch()}
        />
      ) : !stats.data ? (
        range === null ? (
          <Text c="dimmed">Escolha a data inicial e a final.</Text>
        ) : (
          // A status (a live region) may carry a name; a bare div may not (axe: aria-prohibited-attr).
          <Skeleton height={320} role="status" aria-label="Carregando gráficos" />
        )
      ) : (
        <StatsBody
          stats={stats.data}
          noun={noun}
          plural={plural}
          destinationLabels={destinationLabels}
        >
          {children?.(stats.data)}
        </StatsBody>
      )}
    </Stack>
  );
}

function StatsBody({
  stats,
  noun,
  plural,
  destinationLabels,
  children,
}: {
  stats: VisitStats;
  noun: PanelOptions<VisitStats>['noun'];
  plural: string;
  destinationLabels: ReadonlyMap<string, string> | undefined;
  children: ReactNode;
}) {
  const series = stats.days.map((day) => ({
    dia: dayjs(day.day).format('DD/MM'),
    [plural]: day.visits,
    'Visitantes únicos': day.visitors,
  }));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <StatFigure label={`${plural} no período`} value={stats.visits} />
        <StatFigure label="Visitantes únicos (por dia)" value={stats.visitors} />
        <StatFigure label="Robôs e pré-visualizações (não contados)" value={stats.bots} />
      </SimpleGrid>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {plural} por dia
        </Title>
        {stats.visits === 0 ? (
          <Text c="dimmed">
            {noun[2] === 'f' ? 'Nenhuma' : 'Nenhum'} {noun[0]} neste período.
          </Text>
        ) : (
          <AreaChart
            h={240}
            data={series}
            dataKey="dia"
            series={[
              { name: plural, color: 'brand.6' },
              { name: 'Visitantes únicos', color: 'teal.6' },
            ]}
            curveType="monotone"
            withLegend
            tickLine="none"
            valueFormatter={(value) => value.toLocaleString('pt-BR')}
          />
        )}
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {reportBreakdowns(stats).map(({ dimension, title }) => (
          <Breakdown
            key={dimension}
            title={title}
            dimension={dimension}
            rows={stats[dimension]}
            total={stats.visits}
            labels={dimension === 'destination' ? destinationLabels : undefined}
          />
        ))}
      </SimpleGrid>
      {children}
      <GeoAttribution />
    </Stack>
  );
}

function Breakdown({
  title,
  dimension,
  rows,
  total,
  labels,
}: {
  title: string;
  dimension: VisitDimension;
  rows: Array<{ value: string; visits: number }>;
  total: number;
  /** Names for some values, before the usual label. */
  labels?: ReadonlyMap<string, string> | undefined;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          Sem dados no período.
        </Text>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((row) => {
            const share = total > 0 ? Math.round((row.visits / total) * 100) : 0;
            const label = labels?.get(row.value) ?? visitDimensionLabel(dimension, row.value);
            return (
              <li key={row.value}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" truncate="end" title={label}>
                    {label}
                  </Text>
                  <Text size="sm" fw={600}>
                    {row.visits.toLocaleString('pt-BR')} ({share}%)
                  </Text>
                </Group>
                <Progress value={share} size="sm" aria-hidden />
              </li>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
