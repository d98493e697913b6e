// The invitation page (/dashboard/invitations/:token), where the invitation e-mail leads: what
// is offered, then 'Aceitar convite' or 'Recusar'. Only the invited e-mail's account gets past
// loading; everyone else sees the database's pt-BR reason.
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatDate } from '@qrlink/core/dates/format-date';
import { WORKSPACE_ROLE_LABELS } from '@qrlink/core/teams/workspace-roles';
import {
  acceptInvitation,
  declineInvitation,
  getInvitationDetails,
} from '@qrlink/data/teams/answer-invitation';
import { LoadingState } from '@/lib/components/ListStates';
import { notify } from '@/lib/notify';
import { href } from '@/lib/routes';
import { currentWorkspaceIdAtom } from '@/lib/workspace';
import { teamsKey } from '@/lib/queries/query-keys';

export function InvitationPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const choose = useSetAtom(currentWorkspaceIdAtom);
  const details = useQuery({
    queryKey: [...teamsKey, 'invitation', token],
    queryFn: () => getInvitationDetails(token),
    retry: false,
  });
  const accept = useMutation({ mutationFn: () => acceptInvitation(token) });
  const decline = useMutation({ mutationFn: () => declineInvitation(token) });

  return (
    <Stack gap="lg" maw={560}>
      <Title order={1} size="h2">
        Convite
      </Title>
      {details.isPending ? (
        <LoadingState label="Abrindo o convite..." />
      ) : details.isError ? (
        <Alert color="red" title="Convite indisponível" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{details.error.message}</Text>
            <Button component={Link} to={href('dashboard')} variant="light">
              Ir para o Painel
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Paper withBorder p="lg">
          <Stack gap="md">
            <Text>
              <strong>{details.data.invited_by ?? 'Alguém'}</strong> convidou você para o espaço de
              trabalho <strong>{details.data.workspace_name}</strong> como{' '}
              <strong>{WORKSPACE_ROLE_LABELS[details.data.role]}</strong>.
            </Text>
            <Text size="sm" c="dimmed">
              O convite é para {details.data.email} e vale até {formatDate(details.data.expires_at)}
              .
            </Text>
            <Group>
              <Button
                loading={accept.isPending}
                disabled={decline.isPending}
                onClick={() =>
                  accept.mutate(undefined, {
                    onSuccess: (workspaceId) => {
                      notify.success({
                        title: 'Convite aceito',
                        message: `Você agora faz parte de "${details.data.workspace_name}".`,
                      });
                      void client.invalidateQueries({ queryKey: teamsKey });
                      // The new workspace becomes the one worked in: its team shows next.
                      choose(workspaceId);
                      void navigate(href('dashboardTeam'));
                    },
                    onError: (error) => notify.failure(error),
                  })
                }
              >
                Aceitar convite
              </Button>
              <Button
                variant="default"
                loading={decline.isPending}
                disabled={accept.isPending}
                onClick={() =>
                  decline.mutate(undefined, {
                    onSuccess: () => {
                      notify.success({ title: 'Convite recusado.' });
                      void navigate(href('dashboard'));
                    },
                    onError: (error) => notify.failure(error),
                  })
                }
              >
                Recusar
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
