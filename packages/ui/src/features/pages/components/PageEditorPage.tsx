// 'Criar Página' and 'Editar Página' (docs/product/pages.md): the editor for a new page, or for
// one of the workspace's pages once it is read. A Leitor is told they can only read.
import { Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { EditorsOnly } from '@/lib/components/EditorsOnly';
import { notify } from '@/lib/notify';
import { href } from '@/lib/routes';
import { usePage } from '../hooks/use-pages';
import { PageEditorForm } from './PageEditorForm';

export function PageEditorPage() {
  const { pageId } = useParams();
  const query = usePage(pageId);

  useEffect(() => {
    if (query.isError) notify.failure(query.error);
  }, [query.isError, query.error]);

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Button
          component={Link}
          to={href('dashboardPages')}
          variant="subtle"
          leftSection={<IconArrowLeft size={18} />}
        >
          Voltar
        </Button>
      </Group>
      <Title order={1} size="h2">
        {pageId ? 'Editar Página' : 'Criar Página'}
      </Title>
      <EditorsOnly back={{ label: 'Ver as páginas', to: href('dashboardPages') }}>
        {!pageId ? (
          <PageEditorForm />
        ) : query.isError ? (
          <Navigate to={href('dashboardPages')} replace />
        ) : query.data ? (
          <PageEditorForm key={query.data.id} existing={query.data} />
        ) : (
          <Center py="xl">
            <Loader aria-label="Carregando página" />
          </Center>
        )}
      </EditorsOnly>
    </Stack>
  );
}
