// 'Minhas Páginas' (docs/product/pages.md): the pages of the workspace being worked in, each
// with its address (copy, open), whether it is published, when it last changed, and its
// actions. A workspace holds at most its plan's pages, so the whole list is one read.
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconChartBar,
  IconExternalLink,
  IconLink,
  IconPencil,
  IconPlus,
  IconQrcode,
  IconTrash,
} from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { formatDate } from '@qrlink/core/dates/format-date';
import { PAGE_KIND_LABELS } from '@qrlink/core/pages/page-content';
import { CopyIconButton } from '@/lib/copy/CopyIconButton';
import { ErrorState, LoadingState } from '@/lib/components/ListStates';
import { RowAction } from '@/lib/components/RowAction';
import { notify } from '@/lib/notify';
import { href } from '@/lib/routes';
import { userAtom } from '@/lib/session';
import { usePublicOrigin } from '@/lib/use-public-origin';
import { useWorkspaceAccess } from '@/lib/use-workspace-access';
import { usePageMutations, usePages } from '../hooks/use-pages';
import { PAGE_COPY_MESSAGES } from '../page-copy-messages';
import { pageUrl } from '@qrlink/core/links/public-urls';

export function PagesListPage() {
  const user = useAtomValue(userAtom);
  const origin = usePublicOrigin();
  const { canEdit } = useWorkspaceAccess();
  const query = usePages();
  const { remove } = usePageMutations(user?.id ?? '');

  function confirmDelete(id: string, title: string) {
    modals.openConfirmModal({
      title: 'Excluir página?',
      children: (
        <Text size="sm">
          Tem certeza que deseja excluir a página &quot;{title}&quot;? O endereço deixará de
          funcionar, inclusive em QR Codes já impressos que levem a ele.
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(id, {
          onSuccess: () => notify.success({ title: 'Sucesso!', message: 'Página excluída.' }),
          onError: (error) => notify.failure(error),
        }),
    });
  }

  const create = canEdit && (
    <Button component={Link} to={href('dashboardNewPage')} leftSection={<IconPlus size={18} />}>
      Criar Página
    </Button>
  );
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Minhas Páginas
        </Title>
        {create}
      </Group>
      <Text c="dimmed" size="sm" maw={640}>
        Uma página de links ou um cartão de visita digital em um endereço seu, para o QR Code do
        cardápio, do balcão, do cartão impresso ou da bio do Instagram.
      </Text>
      {query.isPending ? (
        <LoadingState label="Carregando suas páginas..." />
      ) : query.isError ? (
        <ErrorState
          title="Erro ao buscar páginas"
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Stack gap="sm" align="center">
            <Text fw={600}>
              {canEdit
                ? 'Você ainda não tem páginas.'
                : 'Ainda não há páginas neste espaço de trabalho.'}
            </Text>
            {create}
          </Stack>
        </Paper>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" highlightOnHover aria-busy={query.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Página</Table.Th>
                <Table.Th>Endereço</Table.Th>
                <Table.Th>Situação</Table.Th>
                <Table.Th>Alterada em</Table.Th>
                <Table.Th>Ações</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.map((page) => {
                const url = pageUrl(origin, page.slug);
                return (
                  <Table.Tr key={page.id}>
                    <Table.Td maw={260}>
                      <Text size="sm" fw={600} truncate="end" title={page.title}>
                        {page.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {PAGE_KIND_LABELS[page.kind]}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
                          {url.replace(/^https?:\/\//, '')}
                        </Anchor>
                        <CopyIconButton
                          text={url}
                          label="Copiar endereço"
                          messages={PAGE_COPY_MESSAGES}
                        />
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={page.published ? 'green' : 'gray'} variant="light">
                        {page.published ? 'Publicada' : 'Rascunho'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatDate(page.updatedAt)}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {page.published && (
                          <RowAction
                            label="Abrir página"
                            externalHref={url}
                            icon={<IconExternalLink size={18} />}
                          />
                        )}
                        {canEdit && (
                          <>
                            <RowAction
                              label="Criar QR Code"
                              to={href('dashboardGenerateQr')}
                              state={{ qrContent: { type: 'url', url } }}
                              icon={<IconQrcode size={18} />}
                            />
                            <RowAction
                              label="Criar link curto"
                              to={href('dashboardGenerateShortLink')}
                              state={{ originalUrl: url }}
                              icon={<IconLink size={18} />}
                            />
                          </>
                        )}
                        {/* Every member reads the analytics, a Leitor too. */}
                        <RowAction
                          label="Análise"
                          to={href('dashboardPageAnalytics', { pageId: page.id })}
                          icon={<IconChartBar size={18} />}
                        />
                        {canEdit && (
                          <>
                            <RowAction
                              label="Editar"
                              to={href('dashboardEditPage', { pageId: page.id })}
                              icon={<IconPencil size={18} />}
                            />
                            <RowAction
                              label="Excluir"
                              color="red"
                              loading={remove.isPending && remove.variables === page.id}
                              onClick={() => confirmDelete(page.id, page.title)}
                              icon={<IconTrash size={18} />}
                            />
                          </>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
