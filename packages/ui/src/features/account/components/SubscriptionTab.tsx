// Assinatura: the user's real plan, its price and since when, their saved QR codes, and the
// payments the server recorded (an empty history says so).
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatDate } from '@qrlink/core/dates/format-date';
import { formatBRL } from '@qrlink/core/pricing/format-brl';
import type { Account } from '@qrlink/data/account/get-account';
import { href } from '@/lib/routes';

const STATUS_LABELS: Record<string, string> = {
  approved: 'Aprovado',
  pending: 'Pendente',
  rejected: 'Recusado',
  cancelled: 'Cancelado',
  refunded: 'Estornado',
};

export function SubscriptionTab({ account }: { account: Account }) {
  const plan = account.plan;
  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Text size="sm" c="dimmed">
              Plano atual
            </Text>
            <Title order={2} size="h3">
              {plan?.name ?? 'Plano Grátis'}
            </Title>
          </div>
          <Badge color="green" size="lg">
            Ativo
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt="md">
          <div>
            <Text size="sm" c="dimmed">
              Preço
            </Text>
            <Text fw={600}>
              {!plan || plan.price === 0 ? 'Grátis' : `${formatBRL(plan.price)}/mês`}
            </Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              QR Codes salvos
            </Text>
            <Text fw={600}>{account.qrCodeCount.toLocaleString('pt-BR')}</Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              Cliente desde
            </Text>
            <Text fw={600}>{formatDate(account.memberSince)}</Text>
          </div>
        </SimpleGrid>
        <Button component={Link} to={href('pricing')} variant="light" mt="md">
          Ver Planos e Preços
        </Button>
      </Paper>
      <Title order={2} size="h4">
        Histórico de cobranças
      </Title>
      {account.payments.length === 0 ? (
        <Text c="dimmed">Nenhuma fatura encontrada.</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Data</Table.Th>
                <Table.Th>Plano</Table.Th>
                <Table.Th>Ciclo</Table.Th>
                <Table.Th>Valor</Table.Th>
                <Table.Th>Situação</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {account.payments.map((payment) => (
                <Table.Tr key={payment.id}>
                  <Table.Td>{formatDate(payment.created_at)}</Table.Td>
                  <Table.Td>{payment.plan_id}</Table.Td>
                  <Table.Td>{payment.cycle === 'yearly' ? 'Anual' : 'Mensal'}</Table.Td>
                  <Table.Td>{formatBRL(payment.amount)}</Table.Td>
                  <Table.Td>{STATUS_LABELS[payment.status] ?? payment.status}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
