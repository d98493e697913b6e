// 'Meus QR Codes': the user's codes, a page at a time, searched and sorted by the database.
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '@qrlink/core/dates/format-date';
import { dynamicQrUrl } from '@qrlink/core/links/public-urls';
import type { QrCodeSort } from '@qrlink/data/qr-codes/list-qr-codes';
import { notify } from '@/lib/notify';
import { href } from '@/lib/routes';
import { userAtom } from '@/lib/session';
import { usePublicOrigin } from '@/lib/use-public-origin';
import { useDeleteQrCode, useQrCodePage } from '../hooks/use-qr-codes';
import { ColorSwatches } from './ColorSwatches';
import { QrRowActions } from './QrRowActions';
import { QrThumbnail } from './QrThumbnail';

export const QR_PAGE_SIZE = 20;

const SORTS: Record<string, { label: string; sort: QrCodeSort; ascending: boolean }> = {
  newest: { label: 'Mais recentes', sort: 'created_at', ascending: false },
  oldest: { label: 'Mais antigos', sort: 'created_at', ascending: true },
  most_scanned: { label: 'Mais escaneados', sort: 'scan_count', ascending: false },
  least_scanned: { label: 'Menos escaneados', sort: 'scan_count', ascending: true },
};

export function MyQrCodesPage() {
  const user = useAtomValue(userAtom);
  const origin = usePublicOrigin();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [sortKey, setSortKey] = useState('newest');
  const [page, setPage] = useState(1);
  const sort = SORTS[sortKey] ?? SORTS.newest!;
  const query = useQrCodePage({
    userId: user?.id ?? '',
    search: debouncedSearch,
    sort: sort.sort,
    ascending: sort.ascending,
    page: page - 1,
    pageSize: QR_PAGE_SIZE,
  });
  const remove = useDeleteQrCode(user?.id ?? '');
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / QR_PAGE_SIZE));

  function deleteCode(id: string) {
    remove.mutate(id, {
      onSuccess: () => notify.success({ title: 'Sucesso!', message: 'QR Code excluído.' }),
      onError: (error) => notify.failure(error),
    });
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          Meus QR Codes
        </Title>
        <Button component={Link} to={href('toolQrCode')} leftSection={<IconPlus size={18} />}>
          Criar Novo
        </Button>
      </Group>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          label="Buscar por URL de destino"
          placeholder="ex.: cardapio"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 240px' }}
        />
        <Select
          label="Ordenar por"
          data={Object.entries(SORTS).map(([value, { label }]) => ({ value, label }))}
          value={sortKey}
          onChange={(value) => {
            setSortKey(value ?? 'newest');
            setPage(1);
          }}
          allowDeselect={false}
          w={200}
        />
      </Group>
      {query.isPending ? (
        <Center py="xl">
          <Group gap="sm">
            <Loader size="sm" />
            <Text>Carregando seus QR Codes...</Text>
          </Group>
        </Center>
      ) : query.isError ? (
        <Alert color="red" title="Erro ao Carregar" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{query.error.message}</Text>
            <Button variant="light" color="red" onClick={() => void query.refetch()}>
              Tentar Novamente
            </Button>
          </Stack>
        </Alert>
      ) : total === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text fw={600}>Nenhum QR Code encontrado.</Text>
          <Text c="dimmed" mt={4}>
            {debouncedSearch
              ? 'Nenhum destino contém o texto buscado.'
              : 'Comece criando seu primeiro QR Code dinâmico!'}
          </Text>
        </Paper>
      ) : (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" highlightOnHover aria-busy={query.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Preview</Table.Th>
                  <Table.Th>URL de Destino</Table.Th>
                  <Table.Th>Cores</Table.Th>
                  <Table.Th>Scans</Table.Th>
                  <Table.Th>Criado em</Table.Th>
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.rows.map((code) => {
                  const dynamicUrl = dynamicQrUrl(origin, code.id);
                  return (
                    <Table.Tr key={code.id}>
                      <Table.Td>
                        <QrThumbnail
                          text={dynamicUrl}
                          fgColor={code.fg_color}
                          bgColor={code.bg_color}
                        />
                      </Table.Td>
                      <Table.Td maw={360}>
                        <Text size="sm" truncate="end" title={code.target_url}>
                          {code.target_url}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <ColorSwatches fg={code.fg_color} bg={code.bg_color} />
                      </Table.Td>
                      <Table.Td>{code.scan_count.toLocaleString('pt-BR')}</Table.Td>
                      <Table.Td>{formatDate(code.created_at)}</Table.Td>
                      <Table.Td>
                        <QrRowActions
                          code={code}
                          dynamicUrl={dynamicUrl}
                          onDelete={deleteCode}
                          deleting={remove.isPending && remove.variables === code.id}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed">
              {total.toLocaleString('pt-BR')} {total === 1 ? 'QR Code' : 'QR Codes'}
            </Text>
            {pages > 1 && (
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({
                  'aria-label':
                    control === 'previous'
                      ? 'Página anterior'
                      : control === 'next'
                        ? 'Próxima página'
                        : undefined,
                })}
              />
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
