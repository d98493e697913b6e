// Admin > Gerenciar Planos: the plans in their `order`, with prices and checkout links; create,
// edit, and delete after a confirmation (the database refuses free_plan and plans in use).
import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { Plan } from '@qrlink/core/pricing/plan';
import { formatBRL } from '@qrlink/core/pricing/format-brl';
import { ErrorState, LoadingState } from '@/lib/components/ListStates';
import { RowAction } from '@/lib/components/RowAction';
import { notify } from '@/lib/notify';
import { href } from '@/lib/routes';
import { useAdminPlans, usePlanMutations } from '../hooks/use-admin';

function checkoutSummary(plan: Plan): string {
  if (plan.price <= 0) return '—';
  const links = [plan.mercadopago_link && 'mensal', plan.mercadopago_link_yearly && 'anual'];
  const present = links.filter(Boolean);
  return present.length > 0 ? present.join(' e ') : 'nenhum';
}

export function PlansPage() {
  const query = useAdminPlans();
  const { remove } = usePlanMutations();

  function confirmDelete(plan: Plan) {
    modals.openConfirmModal({
      title: 'Excluir plano?',
      children: (
        <Text size="sm">
          Tem certeza que deseja excluir o plano &quot;{plan.name}&quot; ({plan.id})? Ele deixará de
          aparecer na página de preços.
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(plan.id, {
          onSuccess: (message) => notify.success({ title: 'Plano excluído', message }),
          onError: (error) => notify.failure(error),
        }),
    });
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          Gerenciar Planos
        </Title>
        <Button component={Link} to={href('adminNewPlan')} leftSection={<IconPlus size={18} />}>
          Novo Plano
        </Button>
      </Group>
      {query.isPending ? (
        <LoadingState label="Carregando planos..." />
      ) : query.isError ? (
        <ErrorState
          title="Erro ao carregar planos"
          message="Não foi possível carregar os planos."
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text fw={600}>Nenhum plano cadastrado.</Text>
        </Paper>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" highlightOnHover aria-busy={query.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Ordem</Table.Th>
                <Table.Th>Plano</Table.Th>
                <Table.Th>Mensal</Table.Th>
                <Table.Th>Anual</Table.Th>
                <Table.Th>Links de pagamento</Table.Th>
                <Table.Th>Ações</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.map((plan) => (
                <Table.Tr key={plan.id}>
                  <Table.Td>{plan.order}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" fw={600}>
                        {plan.name}
                      </Text>
                      {plan.popular && (
                        <Badge size="xs" variant="light">
                          Popular
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {plan.id}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatBRL(plan.price)}</Table.Td>
                  <Table.Td>
                    {plan.price_yearly === null ? '—' : formatBRL(plan.price_yearly)}
                  </Table.Td>
                  <Table.Td>{checkoutSummary(plan)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <RowAction
                        label={`Editar ${plan.name}`}
                        to={href('adminEditPlan', { planId: plan.id })}
                        icon={<IconPencil size={18} />}
                      />
                      <RowAction
                        label={`Excluir ${plan.name}`}
                        color="red"
                        loading={remove.isPending && remove.variables === plan.id}
                        onClick={() => confirmDelete(plan)}
                        icon={<IconTrash size={18} />}
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
