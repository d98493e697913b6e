// Configurações > Domínios (docs/product/custom-domains.md): the own domains of the workspace
// being worked in. Editors add and remove them; every member sees them and how to verify them.
import { Stack, Text, Title } from '@mantine/core';
import { ErrorState, LoadingState } from '@/lib/components/ListStates';
import { useCustomDomains } from '@/lib/queries/custom-domains';
import { useWorkspaceAccess } from '@/lib/use-workspace-access';
import { AddDomainForm } from './AddDomainForm';
import { DomainCard } from './DomainCard';

function DomainList({ canEdit }: { canEdit: boolean }) {
  const domains = useCustomDomains();
  if (domains.isPending) return <LoadingState label="Carregando domínios..." />;
  if (domains.isError) {
    return (
      <ErrorState
        title="Erro ao carregar domínios"
        message={domains.error.message}
        onRetry={() => void domains.refetch()}
      />
    );
  }
  if (domains.data.length === 0) return <Text c="dimmed">Nenhum domínio ainda.</Text>;
  return (
    <Stack gap="md">
      {domains.data.map((domain) => (
        <DomainCard key={domain.id} domain={domain} canEdit={canEdit} />
      ))}
    </Stack>
  );
}

export function DomainsTab() {
  const { canEdit } = useWorkspaceAccess();
  return (
    <Stack gap="lg" maw={720}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Domínios próprios
        </Title>
        <Text size="sm">
          Seus QR Codes dinâmicos e links encurtados podem usar um endereço seu, como
          links.minhaloja.com.br: um link encurtado fica, por exemplo,
          https://links.minhaloja.com.br/promo. Adicione o domínio, crie os registros DNS indicados
          e verifique-o.
        </Text>
      </Stack>
      {canEdit && <AddDomainForm />}
      <DomainList canEdit={canEdit} />
    </Stack>
  );
}
