// The states every list screen shows around its table: loading, a load error with
// 'Tentar Novamente', and the footer with the count and the pages.
import { Alert, Button, Center, Group, Loader, Pagination, Stack, Text } from '@mantine/core';

export function LoadingState({ label }: { label: string }) {
  return (
    <Center py="xl" role="status">
      <Group gap="sm">
        <Loader size="sm" />
        <Text>{label}</Text>
      </Group>
    </Center>
  );
}

export function ErrorState({
  title,
  message,
  onRetry,
}: {
  title: string;
  message?: string;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        {message && <Text size="sm">{message}</Text>}
        <Button variant="light" color="red" onClick={onRetry}>
          Tentar Novamente
        </Button>
      </Stack>
    </Alert>
  );
}

export function ListFooter({
  total,
  noun,
  page,
  pageSize,
  onPage,
}: {
  total: number;
  /** Singular and plural: ['link', 'links']. */
  noun: [string, string];
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="sm" c="dimmed">
        {total.toLocaleString('pt-BR')} {total === 1 ? noun[0] : noun[1]}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onPage}
          getControlProps={(control) =>
            control === 'previous'
              ? { 'aria-label': 'Página anterior' }
              : control === 'next'
                ? { 'aria-label': 'Próxima página' }
                : {}
          }
        />
      )}
    </Group>
  );
}
