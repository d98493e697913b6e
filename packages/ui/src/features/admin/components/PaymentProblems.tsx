// Admin > Análise Geral: signed Mercado Pago notifications the server acknowledged without
// recording anything (docs/product/payments.md, "The payment contract"): an account or plan that no
// longer exists, an amount the payments table refuses, an answer it could not read. Mercado Pago
// stops retrying them, so a person must look: refund, or contact the buyer.
import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '@qrlink/core/dates/format-date';
import { PAYMENT_PROBLEMS_ERROR } from '@qrlink/data/admin/list-payment-notification-problems';
import { KeyboardScrollContainer } from '@/lib/components/KeyboardScrollContainer';
import { ErrorState, LoadingState } from '@/lib/components/ListStates';
import { usePaymentProblems } from '../hooks/use-admin';

const TOPICS: Record<string, string> = {
  payment: 'Pagamento',
  subscription_preapproval: 'Assinatura',
  subscription_authorized_payment: 'Cobrança da assinatura',
};

export function PaymentProblems() {
  const problems = usePaymentProblems();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="payment-problems-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="payment-problems-title">
          Notificações de pagamento não registradas
        </Title>
        <Text size="sm" c="dimmed">
          O Mercado Pago avisou destes pagamentos, mas nada pôde ser registrado (conta ou plano que
          não existe mais, valor recusado, resposta ilegível). Ele não os reenvia: confira cada um
          no Mercado Pago e, se for o caso, estorne ou fale com o comprador.
        </Text>
        {problems.isPending ? (
          <LoadingState label="Carregando notificações..." />
        ) : problems.isError ? (
          <ErrorState
            title={PAYMENT_PROBLEMS_ERROR.title}
            message={problems.error.message}
            onRetry={() => void problems.refetch()}
          />
        ) : problems.data.length === 0 ? (
          <Text>Nenhuma: todo pagamento informado pelo Mercado Pago foi registrado.</Text>
        ) : (
          <KeyboardScrollContainer label="Tabela de notificações de pagamento" minWidth={720}>
            <Table aria-labelledby="payment-problems-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Última vez</Table.Th>
                  <Table.Th>Tipo</Table.Th>
                  <Table.Th>Recurso no Mercado Pago</Table.Th>
                  <Table.Th>Motivo</Table.Th>
                  <Table.Th>Vezes</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {problems.data.map((problem) => (
                  <Table.Tr key={problem.id}>
                    <Table.Td>{formatDateTime(problem.received_at)}</Table.Td>
                    <Table.Td>{TOPICS[problem.topic] ?? problem.topic}</Table.Td>
                    <Table.Td ff="monospace">{problem.resource_id}</Table.Td>
                    <Table.Td>{problem.reason}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color="gray.9">
                        {problem.occurrences}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </KeyboardScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
