// The page editor (docs/product/pages.md, "What a page holds"): the page's name and address,
// what it shows (name, text, photo, buttons), its theme and whether it is published, beside a
// live phone-sized preview. Checked by core's schema on 'Salvar'; each field shows its pt-BR
// message, the first one is also toasted. Back to 'Minhas Páginas' after saving.
import {
  Box,
  Button,
  ColorInput,
  Grid,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  useMatches,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAGE_KIND_LABELS, PAGE_KINDS } from '@qrlink/core/pages/page-content';
import { pageFormSchema } from '@qrlink/core/pages/page-form-schema';
import { sanitisePageSlug } from '@qrlink/core/pages/page-slug';
import type { PageRow } from '@qrlink/data/pages/page-row';
import { notify } from '@/lib/notify';
import { href } from '@/lib/routes';
import { userAtom } from '@/lib/session';
import { usePublicOrigin } from '@/lib/use-public-origin';
import { parseOrToast } from '@/lib/zod-form';
import { usePageMutations } from '../hooks/use-pages';
import {
  FONT_OPTIONS,
  formValuesOf,
  SHAPE_OPTIONS,
  toSave,
  formFieldErrors,
  type PageFormValues,
} from '../page-form-state';
import { PageButtonsField } from './PageButtonsField';
import { SocialLinksFields } from './SocialLinksFields';
import { CardFields } from './CardFields';
import { MenuFields } from './MenuFields';
import { PagePhotoField } from './PagePhotoField';
import { PagePreview } from './PagePreview';
import { ContrastNotice } from './ContrastNotice';

const COLOURS = [
  ['background', 'Cor de fundo'],
  ['text', 'Cor do texto'],
  ['button', 'Cor dos botões'],
  ['buttonText', 'Cor do texto dos botões'],
] as const;

export function PageEditorForm({ existing }: { existing?: PageRow }) {
  const user = useAtomValue(userAtom);
  const origin = usePublicOrigin();
  const navigate = useNavigate();
  const { save } = usePageMutations(user?.id ?? '');
  const form = useForm<PageFormValues>({ initialValues: formValuesOf(existing) });
  const kind = form.values.kind;
  const kindsOrientation = useMatches<'vertical' | 'horizontal'>({
    base: 'vertical',
    sm: 'horizontal',
  });
  // A new page's address follows its name until the person writes one.
  const [slugTouched, setSlugTouched] = useState(Boolean(existing));

  const submit = form.onSubmit((values) => {
    const input = toSave(values);
    const markFields = (errors: Record<string, string>) =>
      form.setErrors(formFieldErrors(errors, values));
    if (!parseOrToast(pageFormSchema, input, markFields)) return;
    save.mutate(
      { ...input, ...(existing ? { id: existing.id } : {}) },
      {
        onSuccess: (page) => {
          notify.success({
            title: 'Sucesso!',
            message: page.published ? 'Página salva e publicada.' : 'Página salva como rascunho.',
          });
          navigate(href('dashboardPages'));
        },
        onError: (error) => notify.failure(error),
      },
    );
  });

  const busy = save.isPending;
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <form onSubmit={submit} noValidate aria-busy={busy}>
          <Stack gap="lg">
            {!existing && (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="page-kind-label">
                  Tipo de página
                </Text>
                <SegmentedControl
                  aria-labelledby="page-kind-label"
                  // Three long names: one under the other on a phone.
                  orientation={kindsOrientation}
                  fullWidth
                  data={PAGE_KINDS.map((value) => ({ value, label: PAGE_KIND_LABELS[value] }))}
                  {...form.getInputProps('kind')}
                />
              </Stack>
            )}
            <Paper withBorder p="lg">
              <Stack gap="md">
                <TextInput
                  label="Nome da página"
                  description="Como ela aparece no painel e na aba do navegador."
                  placeholder="Café da Praça"
                  withAsterisk
                  maxLength={80}
                  {...form.getInputProps('title')}
                  onChange={(event) => {
                    const title = event.currentTarget.value;
                    form.setFieldValue('title', title);
                    if (!slugTouched) form.setFieldValue('slug', sanitisePageSlug(title));
                  }}
                />
                <TextInput
                  label="Endereço da página"
                  description="Letras minúsculas, números e hífens. É o que vai no QR Code."
                  placeholder="cafe-da-praca"
                  withAsterisk
                  inputContainer={(input) => (
                    <Group gap={6} wrap="wrap">
                      <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
                        {`${origin.replace(/\/+$/, '')}/p/`}
                      </Text>
                      <Box style={{ flex: 1, minWidth: 160 }}>{input}</Box>
                    </Group>
                  )}
                  {...form.getInputProps('slug')}
                  onChange={(event) => {
                    setSlugTouched(true);
                    form.setFieldValue('slug', sanitisePageSlug(event.currentTarget.value));
                  }}
                />
                <Switch
                  label="Publicada"
                  description="Só uma página publicada abre para os visitantes."
                  {...form.getInputProps('published', { type: 'checkbox' })}
                />
              </Stack>
            </Paper>
            <Paper withBorder p="lg">
              <Stack gap="md">
                <PagePhotoField
                  value={form.values.content.photoUrl}
                  onChange={(url) => form.setFieldValue('content.photoUrl', url)}
                />
                <TextInput
                  label="Nome exibido"
                  placeholder={kind === 'card' ? 'Ana Souza' : 'Café da Praça'}
                  withAsterisk
                  maxLength={80}
                  {...form.getInputProps('content.name')}
                />
                {kind === 'card' ? (
                  <CardFields form={form} />
                ) : (
                  <Textarea
                    label="Texto"
                    description={`${form.values.content.bio.length}/300`}
                    placeholder="Cafés especiais e doces caseiros no centro de Curitiba."
                    maxLength={300}
                    autosize
                    minRows={2}
                    {...form.getInputProps('content.bio')}
                  />
                )}
              </Stack>
            </Paper>
            {kind === 'links' && (
              <Paper withBorder p="lg">
                <PageButtonsField form={form} />
              </Paper>
            )}
            {kind === 'links' && (
              <Paper withBorder p="lg">
                <SocialLinksFields form={form} />
              </Paper>
            )}
            {kind === 'menu' && (
              <Paper withBorder p="lg">
                <MenuFields form={form} />
              </Paper>
            )}
            <Paper withBorder p="lg">
              <Stack gap="md">
                <Text fw={600}>Tema</Text>
                <SimpleGrid cols={{ base: 1, xs: 2 }}>
                  {COLOURS.map(([key, label]) => (
                    <ColorInput
                      key={key}
                      label={label}
                      format="hex"
                      eyeDropperButtonProps={{ 'aria-label': `Capturar da tela: ${label}` }}
                      {...form.getInputProps(`content.theme.${key}`)}
                    />
                  ))}
                </SimpleGrid>
                <ContrastNotice theme={form.values.content.theme} />
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="page-shape-label">
                    Formato dos botões
                  </Text>
                  <SegmentedControl
                    aria-labelledby="page-shape-label"
                    data={SHAPE_OPTIONS}
                    {...form.getInputProps('content.theme.shape')}
                  />
                </Stack>
                <Select
                  label="Fonte"
                  data={FONT_OPTIONS}
                  allowDeselect={false}
                  {...form.getInputProps('content.theme.font')}
                />
              </Stack>
            </Paper>
            <Group>
              <Button type="submit" loading={busy} disabled={busy}>
                {existing ? 'Salvar página' : 'Criar página'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Box pos="sticky" top={80}>
          <PagePreview values={form.values} />
        </Box>
      </Grid.Col>
    </Grid>
  );
}
