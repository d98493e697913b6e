// 'Meus Links Encurtados': URL (description beneath), the short link with copy, clicks,
// created date and actions (move to a folder among them); filtered by folder and tag, searched,
// sorted and paged by the database.
import { useDomainNames } from '@/lib/queries/custom-domains';
import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconChartBar,
  IconFolderShare,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { ItemOrganisationBadges } from '@/lib/organise/ItemOrganisationBadges';
import { MoveToFolderModal } from '@/lib/organise/MoveToFolderModal';
import { OrganiseFilter, type OrganiseFilterValue } from '@/lib/organise/OrganiseFilter';
import { ErrorState, ListFooter, LoadingState } from '@/lib/components/ListStates';
import { RowAction } from '@/lib/components/RowAction';
import { SearchSortBar } from '@/lib/components/SearchSortBar';
import { useListControls } from '@/lib/use-list-controls';
import { Link } from 'react-router-dom';
import { formatDate } from '@qrlink/core/dates/format-date';
import { shortLinkUrl } from '@qrlink/core/links/public-urls';
import { truncateText } from '@qrlink/core/links/truncate-text';
import { notify } from '@/lib/notify';
import { href } from '@/lib/routes';
import { userAtom } from '@/lib/session';
import { CopyIconButton } from '@/lib/copy/CopyIconButton';
import { usePublicOrigin } from '@/lib/use-public-origin';
import { useWorkspaceAccess } from '@/lib/use-workspace-access';
import { useShortLinkMutations, useShortLinkPage } from '../hooks/use-short-links';
import { SHORT_LINK_COPY_MESSAGES } from '../short-link-copy-messages';

const PAGE_SIZE = 20;
const SORTS = {
  newest: { label: 'Mais recentes', sort: 'created_at', ascending: false },
  oldest: { label: 'Mais antigos', sort: 'created_at', ascending: true },
  most_clicked: { label: 'Mais clicados', sort: 'click_count', ascending: false },
} as const;

export function MyShortLinksPage() {
  const user = useAtomValue(userAtom);
  const origin = usePublicOrigin();
  const domainNames = useDomainNames();
  const { canEdit } = useWorkspaceAccess();
  const {
    debouncedSearch: debounced,
    sortKey,
    page,
    setPage,
    bar,
  } = useListControls(SORTS, 'newest');
  const [filter, setFilter] = useState<OrganiseFilterValue>({});
  const [moving, setMoving] = useState<{ id: string; folderId: string | null } | null>(null);
  const sort = SORTS[sortKey];
  const filtered = Boolean(debounced || filter.folderId || filter.tagId);
  const query = useShortLinkPage({
    userId: user?.id ?? '',
    search: debounced,
    folderId: filter.folderId,
    tagId: filter.tagId,
    sort: sort.sort,
    ascending: sort.ascending,
    page: page - 1,
    pageSize: PAGE_SIZE,
  });
  const { remove } = useShortLinkMutations(user?.id ?? '');
  const total = query.data?.total ?? 0;

  function confirmDelete(id: string, url: string) {
    modals.openConfirmModal({
      title: 'Excluir link?',
      children: (
        <Text size="sm">
          Tem certeza que deseja excluir o link para &quot;{truncateText(url, 30)}&quot;? Os cliques
          registrados também serão excluídos.
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(id, {
          onSuccess: () => notify.success({ title: 'Sucesso!', message: 'Link excluído.' }),
          onError: (error) => notify.failure(error),
        }),
    });
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          Meus Links Encurtados
        </Title>
        {canEdit && (
          <Button
            component={Link}
            to={href('dashboardGenerateShortLink')}
            leftSection={<IconPlus size={18} />}
          >
            Criar Novo Link
          </Button>
        )}
      </Group>
      <SearchSortBar
        searchLabel="Buscar links"
        placeholder="URL, alias, descrição ou tag"
        {...bar}
      />
      <OrganiseFilter
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      <MoveToFolderModal
        item={moving && { kind: 'short_link', ...moving }}
        onClose={() => setMoving(null)}
      />
      {query.isPending ? (
        <LoadingState label="Carregando seus links..." />
      ) : query.isError ? (
        <ErrorState
          title="Erro ao buscar links"
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : total === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Stack gap="sm" align="center">
            <Text fw={600}>
              {filtered
                ? 'Nenhum link encontrado para essa busca e esses filtros.'
                : canEdit
                  ? 'Você ainda não tem links.'
                  : 'Ainda não há links neste espaço de trabalho.'}
            </Text>
            {canEdit && (
              <Button component={Link} to={href('dashboardGenerateShortLink')} variant="light">
                Criar Novo Link
              </Button>
            )}
          </Stack>
        </Paper>
      ) : (
        <>
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" highlightOnHover aria-busy={query.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>URL Original</Table.Th>
                  <Table.Th>Link Curto</Table.Th>
                  <Table.Th>Cliques</Table.Th>
                  <Table.Th>Criado em</Table.Th>
                  <Table.Th>Ações</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.rows.map((link) => {
                  const short = shortLinkUrl(
                    origin,
                    link,
                    link.domain_id && domainNames.get(link.domain_id),
                  );
                  return (
                    <Table.Tr key={link.id}>
                      <Table.Td maw={320}>
                        <Text size="sm" truncate="end" title={link.original_url}>
                          {link.original_url}
                        </Text>
                        {link.description && (
                          <Text size="xs" c="dimmed" lineClamp={2}>
                            {link.description}
                          </Text>
                        )}
                        <ItemOrganisationBadges folderId={link.folder_id} tags={link.tags} />
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Anchor href={short} target="_blank" rel="noopener noreferrer" size="sm">
                            {short.replace(/^https?:\/\//, '')}
                          </Anchor>
                          <CopyIconButton
                            text={short}
                            label="Copiar link"
                            messages={SHORT_LINK_COPY_MESSAGES}
                          />
                        </Group>
                      </Table.Td>
                      <Table.Td>{link.click_count.toLocaleString('pt-BR')}</Table.Td>
                      <Table.Td>{formatDate(link.created_at)}</Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <RowAction
                            label="Análises"
                            to={href('dashboardLinkAnalytics', { linkId: link.id })}
                            icon={<IconChartBar size={18} />}
                          />
                          {canEdit && (
                            <>
                              <RowAction
                                label="Editar"
                                to={href('dashboardEditShortLink', { linkId: link.id })}
                                icon={<IconPencil size={18} />}
                              />
                              <RowAction
                                label="Mover para pasta"
                                onClick={() => setMoving({ id: link.id, folderId: link.folder_id })}
                                icon={<IconFolderShare size={18} />}
                              />
                              <RowAction
                                label="Excluir"
                                color="red"
                                loading={remove.isPending && remove.variables === link.id}
                                onClick={() => confirmDelete(link.id, link.original_url)}
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
          <ListFooter
            total={total}
            noun={['link', 'links']}
            page={page}
            pageSize={PAGE_SIZE}
            onPage={setPage}
          />
        </>
      )}
    </Stack>
  );
}
