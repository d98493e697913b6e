// Admin > Denúncias: the table of one page of reports, with its loading, empty and error states.
// Each row: when, why, the code (its preview page, opened apart) and where it leads, its owner,
// the report's status, and the actions that fit it.
import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatDate } from '@qrlink/core/dates/format-date';
import { REPORT_REASON_LABELS } from '@qrlink/core/validation/abuse-report';
import {
  LIST_REPORTS_ERROR,
  type ReportPage,
  type ReportRow,
} from '@qrlink/data/moderation/list-reports';
import { ErrorState, ListFooter, LoadingState } from '@/lib/components/ListStates';
import { href } from '@/lib/routes';
import type { ModerationAction } from './ReportActionModal';
import { STATUS_BADGES, codeLabel } from './report-labels';

/** What a row's button asks for: a modal's action, or reopening the report at once. */
export type ReportRowAction = ModerationAction | 'reopen';

/** The code's preview page (its address and a '+'): where it leads, never followed. */
function previewAddress(row: ReportRow): string {
  const address =
    row.kind === 'qr'
      ? href('qrRedirect', { qrId: row.code_key })
      : href('shortLinkRedirect', { shortCode: row.code_key });
  return `${address}+`;
}

function CodeCell({ row }: { row: ReportRow }) {
  return (
    <Stack gap={2} maw={320}>
      <Group gap={6}>
        <Anchor
          component={Link}
          to={previewAddress(row)}
          target="_blank"
          rel="noopener noreferrer"
          ff="monospace"
          size="sm"
          title={row.kind === 'qr' ? row.code_key : undefined}
        >
          {codeLabel(row)}
        </Anchor>
        {row.disabled && (
          <Badge size="sm" color="red.9" variant="outline">
            Desativado
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} lineClamp={3}>
        {row.destination ?? '—'}
      </Text>
    </Stack>
  );
}

function Actions({
  row,
  reopening,
  onAction,
}: {
  row: ReportRow;
  reopening: boolean;
  onAction: (action: ReportRowAction, row: ReportRow) => void;
}) {
  return (
    <Group gap={6} maw={240}>
      {row.disabled ? (
        <Button size="compact-sm" variant="default" onClick={() => onAction('enable', row)}>
          Reativar
        </Button>
      ) : (
        <Button size="compact-sm" color="red.9" onClick={() => onAction('disable', row)}>
          Desativar
        </Button>
      )}
      {row.status === 'open' ? (
        <Button size="compact-sm" variant="default" onClick={() => onAction('dismiss', row)}>
          Dispensar
        </Button>
      ) : (
        <Button
          size="compact-sm"
          variant="default"
          loading={reopening}
          onClick={() => onAction('reopen', row)}
        >
          Reabrir
        </Button>
      )}
      {row.owner_id &&
        (row.owner_blocked ? (
          <Button size="compact-sm" variant="default" onClick={() => onAction('unblock', row)}>
            Desbloquear usuário
          </Button>
        ) : (
          <Button
            size="compact-sm"
            variant="outline"
            color="red.9"
            onClick={() => onAction('block', row)}
          >
            Bloquear usuário
          </Button>
        ))}
    </Group>
  );
}

export function ReportsTable({
  query,
  page,
  pageSize,
  onPage,
  reopeningId,
  onAction,
}: {
  query: UseQueryResult<ReportPage>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The report being reopened, if any. */
  reopeningId: string | null;
  onAction: (action: ReportRowAction, row: ReportRow) => void;
}) {
  if (query.isPending) return <LoadingState label="Carregando denúncias..." />;
  if (query.isError) {
    return (
      <ErrorState
        title={LIST_REPORTS_ERROR.title}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.total === 0) {
    return (
      <Text fw={600} ta="center" py="lg">
        Nenhuma denúncia por aqui.
      </Text>
    );
  }
  return (
    <>
      <Table.ScrollContainer minWidth={1000}>
        <Table verticalSpacing="sm" aria-label="Denúncias" aria-busy={query.isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Data</Table.Th>
              <Table.Th>Motivo</Table.Th>
              <Table.Th>Link denunciado</Table.Th>
              <Table.Th>Dono</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Ações</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{formatDate(row.created_at)}</Table.Td>
                <Table.Td>
                  <Stack gap={2} maw={240}>
                    <Text size="sm">{REPORT_REASON_LABELS[row.reason]}</Text>
                    {row.details && (
                      <Text size="xs" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
                        {row.details}
                      </Text>
                    )}
                    {row.reporter_email && (
                      <Text size="xs" c="dimmed">
                        De: {row.reporter_email}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <CodeCell row={row} />
                </Table.Td>
                <Table.Td>
                  <Stack gap={2} align="flex-start">
                    <Text size="sm">{row.owner_email ?? '—'}</Text>
                    {row.owner_blocked && (
                      <Badge size="sm" color="red.9" variant="outline">
                        Bloqueado
                      </Badge>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  {/* Wide enough for 'Dispensada': a badge's text shrinks to an ellipsis. */}
                  <Stack gap={4} align="flex-start" miw={100}>
                    <Badge size="sm" variant="outline" color={STATUS_BADGES[row.status].color}>
                      {STATUS_BADGES[row.status].label}
                    </Badge>
                    {row.reports_for_code > 1 && (
                      <Text size="xs" c="dimmed">
                        {row.reports_for_code.toLocaleString('pt-BR')} denúncias
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Actions row={row} reopening={reopeningId === row.id} onAction={onAction} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListFooter
        total={query.data.total}
        noun={['denúncia', 'denúncias']}
        page={page}
        pageSize={pageSize}
        onPage={onPage}
      />
    </>
  );
}
