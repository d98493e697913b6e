// 'Gerar/Editar Link Encurtado': URL (required, with a UTM builder), alias (sanitised as typed,
// after the visible {origin}/s/ prefix), description, and the link's rules (expiry, limit,
// password, destination per device). The database draws the code and keeps codes and aliases
// unique; back to the list after saving.
import { Accordion, Button, Center, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { shortLinkSchema } from '@qrlink/core/validation/short-link-schema';
import type { ShortLinkRow } from '@qrlink/data/short-links/list-short-links';
import { notify } from '@/lib/notify';
import { href } from '@/lib/routes';
import { userAtom } from '@/lib/session';
import { usePublicOrigin } from '@/lib/use-public-origin';
import { useDomainNames } from '@/lib/queries/custom-domains';
import { parseOrToast } from '@/lib/zod-form';
import { useShortLink, useShortLinkMutations } from '../hooks/use-short-links';
import { ShortLinkFields } from '@/lib/components/ShortLinkFields';
import { LinkRulesFields, type LinkRulesErrors } from '@/lib/components/LinkRulesFields';
import { UtmBuilder } from '@/lib/components/UtmBuilder';
import { checkRules, hasRules, rulesFormOf } from '@/lib/link-rules-state';
import { OrganiseFields } from '@/lib/organise/OrganiseFields';
import { useItemOrganisation } from '@/lib/organise/use-item-organisation';

/** A new link's address handed over by another screen (a page's 'Criar link curto'). */
function handedOverUrl(state: unknown): string {
  const url = (state as { originalUrl?: unknown } | null)?.originalUrl;
  return typeof url === 'string' ? url : '';
}

function ShortLinkForm({ existing }: { existing?: ShortLinkRow }) {
  const user = useAtomValue(userAtom);
  const origin = usePublicOrigin();
  const navigate = useNavigate();
  const { state } = useLocation();
  const { save } = useShortLinkMutations(user?.id ?? '');
  const form = useForm({
    initialValues: {
      originalUrl: existing?.original_url ?? handedOverUrl(state),
      customAlias: existing?.custom_alias ?? '',
      description: existing?.description ?? '',
    },
  });
  const organisation = useItemOrganisation('short_link', existing?.id);
  const [rulesForm, setRulesForm] = useState(() => rulesFormOf(existing));
  const [rulesErrors, setRulesErrors] = useState<LinkRulesErrors>({});
  const domainNames = useDomainNames();

  const submit = form.onSubmit((values) => {
    if (!parseOrToast(shortLinkSchema, values)) return;
    const checked = checkRules(rulesForm, existing);
    if ('errors' in checked) {
      setRulesErrors(checked.errors);
      return;
    }
    setRulesErrors({});
    save.mutate(
      {
        ...values,
        rules: checked.rules,
        organisation: organisation.toSave,
        ...(existing ? { id: existing.id } : {}),
      },
      {
        onSuccess: () => {
          notify.success({
            title: 'Sucesso!',
            message: existing ? 'Link atualizado.' : 'Link encurtado com sucesso!',
          });
          navigate(href('dashboardMyShortLinks'));
        },
        onError: (error) => notify.failure(error),
      },
    );
  });

  const busy = save.isPending;
  return (
    <Paper withBorder p="lg" maw={640}>
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <Stack gap="md">
          <ShortLinkFields
            form={form}
            origin={origin}
            domain={rulesForm.domainId && domainNames.get(rulesForm.domainId)}
            aliasHint="Apenas letras, números e hífens. Em branco: um código aleatório."
          />
          <OrganiseFields value={organisation.value} onChange={organisation.onChange} />
          <Accordion variant="contained" defaultValue={hasRules(existing) ? 'rules' : null}>
            <Accordion.Item value="utm">
              <Accordion.Control>Parâmetros UTM</Accordion.Control>
              <Accordion.Panel>
                <UtmBuilder
                  url={form.values.originalUrl}
                  onApply={(url) => form.setFieldValue('originalUrl', url)}
                />
              </Accordion.Panel>
            </Accordion.Item>
            <Accordion.Item value="rules">
              <Accordion.Control>Regras do link</Accordion.Control>
              <Accordion.Panel>
                <LinkRulesFields
                  value={rulesForm}
                  onChange={(patch) => setRulesForm((current) => ({ ...current, ...patch }))}
                  errors={rulesErrors}
                  passwordProtected={existing?.password_protected ?? false}
                  visitsWord="cliques"
                  onUseAsMain={(url) => form.setFieldValue('originalUrl', url)}
                />
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
          <Group>
            <Button type="submit" loading={busy} disabled={busy}>
              {existing ? 'Atualizar Link' : 'Encurtar Link'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

export function ShortLinkFormPage() {
  const { linkId } = useParams();
  const user = useAtomValue(userAtom);
  const query = useShortLink(linkId, user?.id);

  useEffect(() => {
    if (query.isError) notify.failure(query.error);
  }, [query.isError, query.error]);

  const heading = linkId ? 'Editar Link Encurtado' : 'Gerar Link Encurtado';
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Button
          component={Link}
          to={href('dashboardMyShortLinks')}
          variant="subtle"
          leftSection={<IconArrowLeft size={18} />}
        >
          Voltar
        </Button>
      </Group>
      <Title order={1} size="h2">
        {heading}
      </Title>
      {!linkId ? (
        <ShortLinkForm />
      ) : query.isError ? (
        <Navigate to={href('dashboardMyShortLinks')} replace />
      ) : query.data ? (
        <ShortLinkForm key={query.data.id} existing={query.data} />
      ) : (
        <Center py="xl">
          <Loader aria-label="Carregando link" />
        </Center>
      )}
    </Stack>
  );
}
