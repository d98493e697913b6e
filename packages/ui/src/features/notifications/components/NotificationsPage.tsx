// 'Notificações': newest first; mark one or all as read, delete; an icon per type and the
// time in relative pt-BR ('há 5 minutos').
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import {
  IconBell,
  IconCheck,
  IconChecks,
  IconChartBar,
  IconQrcode,
  IconTrash,
  IconUser,
} from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '@/lib/components/ListStates';
import { RowAction } from '@/lib/components/RowAction';
import { formatRelative } from '@qrlink/core/dates/format-relative';
import { notify } from '@/lib/notify';
import { userAtom } from '@/lib/session';
import { useNotificationActions } from '@/lib/queries/notification-actions';
import { useNotifications } from '@/lib/queries/notifications';

const ICONS: Record<string, { icon: ReactNode; color: string; label: string }> = {
  qr_created: { icon: <IconQrcode size={18} />, color: 'brand', label: 'QR Code criado' },
  info: { icon: <IconQrcode size={18} />, color: 'brand', label: 'QR Code criado' },
  scan_milestone: { icon: <IconChartBar size={18} />, color: 'green', label: 'Marco de scans' },
  profile_updated: { icon: <IconUser size={18} />, color: 'blue', label: 'Perfil atualizado' },
  other: { icon: <IconBell size={18} />, color: 'gray', label: 'Aviso' },
};

export function NotificationsPage() {
  const user = useAtomValue(userAtom);
  const query = useNotifications(user?.id);
  const actions = useNotificationActions(user?.id ?? '');
  const unreadIds = (query.data ?? []).filter((item) => !item.is_read).map((item) => item.id);

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          Notificações
        </Title>
        {unreadIds.length > 0 && (
          <Button
            variant="light"
            leftSection={<IconChecks size={18} />}
            loading={actions.markAllRead.isPending}
            onClick={() =>
              actions.markAllRead.mutate(unreadIds, {
                onSuccess: () =>
                  notify.success({ title: 'Todas as notificações marcadas como lidas.' }),
                onError: (error) => notify.failure(error),
              })
            }
          >
            Marcar todas como lidas
          </Button>
        )}
      </Group>
      {query.isPending ? (
        <LoadingState label="Carregando notificações..." />
      ) : query.isError ? (
        <ErrorState
          title="Erro ao buscar notificações"
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text fw={600}>Nenhuma notificação por aqui!</Text>
        </Paper>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {query.data.map((item) => {
            const kind = ICONS[item.type] ?? ICONS.other!;
            return (
              <Paper
                key={item.id}
                component="li"
                withBorder
                p="sm"
                bg={item.is_read ? undefined : 'var(--mantine-color-brand-light)'}
              >
                <Group wrap="nowrap" align="flex-start">
                  <ThemeIcon variant="light" color={kind.color} aria-label={kind.label} role="img">
                    {kind.icon}
                  </ThemeIcon>
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Text
                      size="sm"
                      fw={item.is_read ? 400 : 600}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {item.message}
                      {!item.is_read && <VisuallyHidden> (não lida)</VisuallyHidden>}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <time dateTime={item.created_at}>{formatRelative(item.created_at)}</time>
                    </Text>
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    {!item.is_read && (
                      <RowAction
                        label="Marcar como lida"
                        icon={<IconCheck size={18} />}
                        onClick={() =>
                          actions.markRead.mutate(item.id, {
                            onSuccess: () =>
                              notify.success({ title: 'Notificação marcada como lida.' }),
                            onError: (error) => notify.failure(error),
                          })
                        }
                      />
                    )}
                    <RowAction
                      label="Excluir notificação"
                      color="red"
                      icon={<IconTrash size={18} />}
                      onClick={() =>
                        actions.remove.mutate(item.id, {
                          onSuccess: () => notify.success({ title: 'Notificação excluída.' }),
                          onError: (error) => notify.failure(error),
                        })
                      }
                    />
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
