// 'Endereço da raiz' of a verified domain: where someone opening just https://<domain>/ goes.
import { Button, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CustomDomain } from '@qrlink/data/domains/list-custom-domains';
import { updateDomainRoot } from '@qrlink/data/domains/update-domain-root';
import { notify } from '@/lib/notify';
import { domainsKey } from '@/lib/queries/query-keys';
import { showDomainRefusal } from './domain-field-refusal';

interface DomainRootFormProps {
  domain: CustomDomain;
  /** A Leitor sees it without saving. */
  canEdit: boolean;
}

export function DomainRootForm({ domain, canEdit }: DomainRootFormProps) {
  const client = useQueryClient();
  const [rootUrl, setRootUrl] = useState(domain.root_url ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => updateDomainRoot(domain.id, rootUrl),
    onSuccess: (saved) => {
      setRootUrl(saved.root_url ?? '');
      notify.success({ title: 'Endereço da raiz salvo', message: saved.hostname });
      return client.invalidateQueries({ queryKey: domainsKey });
    },
    onError: (failure) => showDomainRefusal(failure, setError),
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Stack gap="sm" align="flex-start">
        <TextInput
          label="Endereço da raiz"
          description="Para onde vai quem abrir só o domínio. Em branco: página não encontrada."
          placeholder="https://minhaloja.com.br"
          type="url"
          readOnly={!canEdit}
          value={rootUrl}
          error={error}
          onChange={(event) => {
            setRootUrl(event.currentTarget.value);
            setError(null);
          }}
          w="100%"
        />
        {canEdit && (
          <Button
            type="submit"
            variant="light"
            loading={save.isPending}
            aria-label={`Salvar o endereço da raiz de ${domain.hostname}`}
          >
            Salvar
          </Button>
        )}
      </Stack>
    </form>
  );
}
