// The payments the server recorded for this account, newest first (an empty history says so).
import { Table, Text } from '@mantine/core';
import { formatDate } from '@qrlink/core/dates/format-date';
import { formatBRL } from '@qrlink/core/pricing/format-brl';
import type { Payment } from '@qrlink/data/account/get-account';
import { KeyboardScrollContainer } from '@/lib/components/KeyboardScrollContainer';

const STATUS_LABELS: Record<string, string> = {
  approved: 'Aprovado',
  authorized: 'Autorizado',
  pending: 'Pendente',
  in_process: 'Em análise',
  rejected: 'Recusado',
  cancelled: 'Cancelado',
  refunded: 'Estornado',
  charged_back: 'Contestado',
};

export function BillingHistory({ payments }: { payments: Payment[] }) {
  if (payments.length === 0) return <Text c="dimmed">Nenhuma fatura encontrada.</Text>;
  return (
    <KeyboardScrollContainer label="Histórico de cobranças" minWidth={480}>
      <Table aria-label="Histórico de cobranças">
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
          {payments.map((payment) => (
            <Table.Tr key={payment.id}>
              <Table.Td>{formatDate(payment.created_at)}</Table.Td>
              <Table.Td>{payment.plans?.name ?? payment.plan_id}</Table.Td>
              <Table.Td>{payment.cycle === 'yearly' ? 'Anual' : 'Mensal'}</Table.Td>
              <Table.Td>{formatBRL(payment.amount)}</Table.Td>
              <Table.Td>{STATUS_LABELS[payment.status] ?? payment.status}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </KeyboardScrollContainer>
  );
}
