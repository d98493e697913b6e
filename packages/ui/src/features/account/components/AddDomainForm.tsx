// 'Adicionar domínio': what was typed is parsed as core's hostnameSchema does
// ('https://Links.MinhaLoja.com.br/' is links.minhaloja.com.br) before the database is asked.
import { Button, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { hostnameSchema } from '@qrlink/core/domains/custom-domain';
import { MESSAGES } from '@qrlink/core/validation/messages';
import { addCustomDomain } from '@qrlink/data/domains/add-custom-domain';
import { notify } from '@/lib/notify';
import { domainsKey } from '@/lib/queries/query-keys';
import { userAtom } from '@/lib/session';
import { currentWorkspaceIdAtom } from '@/lib/workspace';
import { showDomainRefusal } from './domain-field-refusal';

export function AddDomainForm() {
  const user = useAtomValue(userAtom);
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  const client = useQueryClient();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (hostname: string) =>
      addCustomDomain({ userId: user?.id, workspaceId: workspaceId ?? '', hostname }),
    onSuccess: (domain) => {
      setTyped('');
      notify.success({
        title: 'Domínio adicionado',
        message: `Crie os registros DNS de ${domain.hostname} e clique em "Verificar agora".`,
      });
      return client.invalidateQueries({ queryKey: domainsKey });
    },
    onError: (failure) => showDomainRefusal(failure, setError),
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = hostnameSchema.safeParse(typed);
        if (!parsed.success) {
          setError(MESSAGES.domainInvalid.message);
          return;
        }
        add.mutate(parsed.data);
      }}
    >
      <Stack gap="sm" align="flex-start" maw={480}>
        <TextInput
          label="Domínio"
          placeholder="links.minhaloja.com.br"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={typed}
          error={error}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setError(null);
          }}
          w="100%"
        />
        <Button type="submit" loading={add.isPending}>
          Adicionar domínio
        </Button>
      </Stack>
    </form>
  );
}
