// 'Atividade' (docs/product/teams.md, "Atividade"): who made, changed, moved or deleted which
// code or link of the workspace being worked in, newest first; filters by action, person and
// period; 'Exportar' saves every matching line as a pt-BR CSV.
import { Badge, Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { IconDownload, IconFilterOff } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { csvFileName } from '@qrlink/core/analytics/export-csv';
import { formatDateTime } from '@qrlink/core/dates/format-date';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_ACTION_LABELS,
  ACTIVITY_ITEM_LABELS,
  activityActor,
  type ActivityAction,
} from '@qrlink/core/teams/workspace-activity';
import {
  exportWorkspaceActivityCsv,
  listWorkspaceActivity,
  type ActivityFilters,
} from '@qrlink/data/teams/list-workspace-activity';
import { DayRangeInputs } from '@/lib/components/DayRangeInputs';
import { ErrorState, ListFooter, LoadingState } from '@/lib/components/ListStates';
import { notify } from '@/lib/notify';
import { getPlatform } from '@/lib/platform/platform';
import { teamsKey } from '@/lib/queries/query-keys';
import { currentWorkspaceIdAtom } from '@/lib/workspace';
import { useWorkspaceMembers } from '../team-queries';
import { PHONE } from './phone-layout';

const PAGE_SIZE = 50;
const ACTION_OPTIONS = ACTIVITY_ACTIONS.map((action) => ({
  value: action,
  label: ACTIVITY_ACTION_LABELS[action],
}));

export function ActivityPage() {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  const members = useWorkspaceMembers(workspaceId);
  const phone = useMediaQuery(PHONE) ?? false;
  const [action, setAction] = useState<ActivityAction | null>(null);
  const [actorId, setActorId] = useState<string | null>(null);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const filters: ActivityFilters = {
    workspaceId: workspaceId ?? '',
    action: action ?? undefined,
    actorId: actorId ?? undefined,
    from,
    to,
  };
  const activity = useQuery({
    queryKey: [...teamsKey, 'activity', filters, page],
    queryFn: () => listWorkspaceActivity(filters, page - 1, PAGE_SIZE),
    enabled: Boolean(workspaceId),
    placeholderData: keepPreviousData,
    // Every member's change lands here: always ask again.
    staleTime: 0,
  });
  const exporter = useMutation({
    mutationFn: async () =>
      getPlatform().saveFile({
        fileName: csvFileName('atividade'),
        content: new Blob([await exportWorkspaceActivityCsv(filters)], {
          type: 'text/csv;charset=utf-8',
        }),
      }),
  });
  const total = activity.data?.total ?? 0;
  const filtered = (apply: () => void) => {
    apply();
    setPage(1);
  };

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Atividade
      </Title>
      <Paper withBorder p="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="Ação"
            placeholder="Todas"
            data={ACTION_OPTIONS}
            value={action}
            clearable
            onChange={(value) => filtered(() => setAction(value as ActivityAction | null))}
            w={190}
          />
          <Select
            label="Pessoa"
            placeholder="Todas"
            data={(members.data ?? []).map((member) => ({
              value: member.user_id,
              label: member.full_name?.trim() || member.email || 'Membro',
            }))}
            value={actorId}
            clearable
            onChange={(value) => filtered(() => setActorId(value))}
            w={200}
          />
          <DayRangeInputs
            from={from}
            to={to}
            onFromChange={(value) => filtered(() => setFrom(value))}
            onToChange={(value) => filtered(() => setTo(value))}
          />
          <Button
            variant="default"
            leftSection={<IconFilterOff size={18} />}
            onClick={() =>
              filtered(() => {
                setAction(null);
                setActorId(null);
                setFrom(null);
                setTo(null);
              })
            }
          >
            Limpar Filtros
          </Button>
          <Button
            leftSection={<IconDownload size={18} />}
            loading={exporter.isPending}
            disabled={total === 0}
            onClick={() =>
              exporter.mutate(undefined, {
                onSuccess: (saved) => {
                  if (saved.status === 'cancelled') return;
                  notify.success({
                    title: 'Exportação concluída',
                    message: 'O arquivo CSV foi baixado.',
                  });
                },
                onError: (error) => notify.failure(error),
              })
            }
          >
            Exportar
          </Button>
        </Group>
      </Paper>
      {activity.isPending ? (
        <LoadingState label="Carregando a atividade..." />
      ) : activity.isError ? (
        <ErrorState
          title="Erro ao carregar a atividade"
          message={activity.error.message}
          onRetry={() => void activity.refetch()}
        />
      ) : total === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text>Nenhuma atividade encontrada.</Text>
        </Paper>
      ) : (
        <>
          {phone ? (
            // A phone gets one card per line: a table would scroll sideways.
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {activity.data.rows.map((entry) => (
                <Paper key={entry.id} component="li" withBorder p="sm">
                  <Text size="sm">
                    <strong>{activityActor(entry)}</strong>{' '}
                    {ACTIVITY_ACTION_LABELS[entry.action].toLowerCase()}{' '}
                    {ACTIVITY_ITEM_LABELS[entry.item_kind]}
                  </Text>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {entry.item_label}
                  </Text>
                  <Text size="xs" c="dimmed">
                    <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  </Text>
                </Paper>
              ))}
            </Stack>
          ) : (
            <Table verticalSpacing="xs" striped aria-label="Atividade">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Quando</Table.Th>
                  <Table.Th>Quem</Table.Th>
                  <Table.Th>Ação</Table.Th>
                  <Table.Th>Item</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {activity.data.rows.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                    </Table.Td>
                    <Table.Td>{activityActor(entry)}</Table.Td>
                    <Table.Td>{ACTIVITY_ACTION_LABELS[entry.action]}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Badge variant="light" color="gray" mr="xs">
                        {ACTIVITY_ITEM_LABELS[entry.item_kind]}
                      </Badge>
                      {entry.item_label}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <ListFooter
            total={total}
            noun={['registro', 'registros']}
            page={page}
            pageSize={PAGE_SIZE}
            onPage={setPage}
          />
        </>
      )}
    </Stack>
  );
}
