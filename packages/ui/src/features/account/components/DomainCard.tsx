// One own domain on Configurações > Domínios: its state and what to do next. Pending: the DNS
// records to create and 'Verificar agora'; verified: where its root leads. Any member may check
// it (the server function answers whoever can read the domain); only editors change or remove.
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { formatDateTime } from '@qrlink/core/dates/format-date';
import type { CustomDomain } from '@qrlink/data/domains/list-custom-domains';
import { removeCustomDomain } from '@qrlink/data/domains/remove-custom-domain';
import { verifyCustomDomain } from '@qrlink/data/domains/verify-custom-domain';
import { notify } from '@/lib/notify';
import { domainsKey } from '@/lib/queries/query-keys';
import { DomainDnsRecords } from './DomainDnsRecords';
import { DomainRootForm } from './DomainRootForm';

function PendingDomain({ domain }: { domain: CustomDomain }) {
  const client = useQueryClient();
  const verify = useMutation({
    mutationFn: () => verifyCustomDomain(domain.id),
    onSuccess: (check) => {
      if (check.verified) {
        notify.success({ title: 'Domínio verificado!', message: domain.hostname });
      } else {
        notify.warning({
          title: 'Domínio ainda não verificado',
          message: check.problem ?? undefined,
        });
      }
      return client.invalidateQueries({ queryKey: domainsKey });
    },
    onError: (error) => notify.failure(error),
  });
  return (
    <Stack gap="sm">
      <DomainDnsRecords hostname={domain.hostname} token={domain.verification_token} />
      <Text size="xs" c="dimmed">
        {domain.checked_at
          ? `Última verificação: ${formatDateTime(domain.checked_at)}`
          : 'Ainda não verificado.'}
      </Text>
      {domain.check_problem && <Text size="sm">{domain.check_problem}</Text>}
      <Button
        variant="light"
        loading={verify.isPending}
        onClick={() => verify.mutate()}
        aria-label={`Verificar agora o domínio ${domain.hostname}`}
        style={{ alignSelf: 'flex-start' }}
      >
        Verificar agora
      </Button>
    </Stack>
  );
}

function RemoveDomainButton({ hostname, id }: { hostname: string; id: string }) {
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => removeCustomDomain(id),
    onSuccess: () => {
      notify.success({ title: 'Domínio removido', message: hostname });
      return client.invalidateQueries({ queryKey: domainsKey });
    },
    onError: (error) => notify.failure(error),
  });
  const confirm = () =>
    modals.openConfirmModal({
      title: 'Remover este domínio?',
      children: (
        <Text size="sm">
          {hostname} deixará de ser usado por este espaço de trabalho. Para usá-lo de novo, será
          preciso adicioná-lo e verificá-lo outra vez.
        </Text>
      ),
      labels: { confirm: 'Remover', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(),
    });
  return (
    <Button
      variant="subtle"
      color="red"
      loading={remove.isPending}
      onClick={confirm}
      aria-label={`Remover ${hostname}`}
      style={{ alignSelf: 'flex-start' }}
    >
      Remover
    </Button>
  );
}

export function DomainCard({ domain, canEdit }: { domain: CustomDomain; canEdit: boolean }) {
  const titleId = useId();
  const verified = Boolean(domain.verified_at);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {domain.hostname}
          </Title>
          {/* Dark shades on outline badges: readable on white (WCAG AA). */}
          <Badge variant="outline" color={verified ? 'teal.9' : 'gray.7'}>
            {verified ? 'Verificado' : 'Aguardando verificação'}
          </Badge>
        </Group>
        {verified ? (
          <>
            <Text size="sm" c="dimmed">
              Escolha-o no campo &quot;Domínio&quot; de um QR Code dinâmico ou de um link.
            </Text>
            <DomainRootForm domain={domain} canEdit={canEdit} />
          </>
        ) : (
          <PendingDomain domain={domain} />
        )}
        {canEdit && <RemoveDomainButton hostname={domain.hostname} id={domain.id} />}
      </Stack>
    </Card>
  );
}
