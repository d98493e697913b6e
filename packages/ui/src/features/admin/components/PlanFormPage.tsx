// Admin plan form: create (/admin/plans/new) or edit (/admin/plans/edit/:planId), beside a live
// preview of the card exactly as visitors will see it on /pricing. Rules: planFormSchema (core),
// checked again by the database.
import {
  Button,
  Center,
  Grid,
  Group,
  Loader,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import {
  DEFAULT_PLAN_ORDER,
  MAX_PLAN_SEATS,
  MAX_PLAN_PAGES,
  MAX_PLAN_DOMAINS,
  MAX_PLAN_WORKSPACES,
  MAX_VISIT_RETENTION_MONTHS,
  type BillingCycle,
} from '@qrlink/core/constants';
import { formatBRL } from '@qrlink/core/pricing/format-brl';
import type { Plan } from '@qrlink/core/pricing/plan';
import { suggestedYearlyPrice } from '@qrlink/core/pricing/suggested-yearly-price';
import {
  initialPlanFormValues,
  planFormSchema,
  planToFormValues,
} from '@qrlink/core/validation/plan-form-schema';
import { MoneyInput } from '@/lib/components/MoneyInput';
import { PlanCard } from '@/lib/components/PlanCard';
import { notify } from '@/lib/notify';
import { href } from '@/lib/routes';
import { usePaymentsEnabled } from '@/lib/use-payments-enabled';
import { zodValidate } from '@/lib/zod-form';
import { useAdminPlan, usePlanMutations } from '../hooks/use-admin';
import { BackButton } from './BackButton';
import { monthlyPrice, previewPlan, type PlanFormValues } from './plan-preview';

function PlanPreview({ values }: { values: PlanFormValues }) {
  const paymentsEnabled = usePaymentsEnabled();
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={600}>Pré-visualização</Text>
        <SegmentedControl
          size="xs"
          value={cycle}
          onChange={(value) => setCycle(value as BillingCycle)}
          data={[
            { value: 'monthly', label: 'Mensal' },
            { value: 'yearly', label: 'Anual' },
          ]}
          aria-label="Ciclo da pré-visualização"
        />
      </Group>
      {/* As on /pricing, but inert: its button must not leave the form. */}
      <div inert data-testid="plan-preview">
        <PlanCard plan={previewPlan(values)} cycle={cycle} checkout={{ paymentsEnabled }} />
      </div>
    </Stack>
  );
}

/** Saved prices as numbers: the money inputs show them as people write them ('R$ 49,90'). */
function initialValues(existing?: Plan): PlanFormValues {
  if (!existing) return { ...initialPlanFormValues(), order: DEFAULT_PLAN_ORDER };
  return {
    ...planToFormValues(existing),
    price: existing.price,
    price_yearly: existing.price_yearly ?? '',
    order: existing.order,
    visit_retention_months: existing.visit_retention_months ?? '',
    max_workspaces: existing.max_workspaces ?? 1,
    max_seats: existing.max_seats ?? 1,
    max_pages: existing.max_pages ?? 1,
    max_domains: existing.max_domains ?? 0,
  };
}

function PlanForm({ existing }: { existing?: Plan }) {
  const navigate = useNavigate();
  const { save } = usePlanMutations();
  const form = useForm<PlanFormValues>({
    initialValues: initialValues(existing),
    validate: zodValidate(planFormSchema),
  });
  const monthly = monthlyPrice(form.values);
  const suggestion = monthly === null ? null : suggestedYearlyPrice(monthly);

  const submit = form.onSubmit((values) =>
    save.mutate(
      { mode: existing ? 'update' : 'create', input: values },
      {
        onSuccess: () => {
          notify.success(
            existing
              ? { title: 'Plano atualizado', message: `O plano ${values.name.trim()} foi salvo.` }
              : { title: 'Plano criado', message: `O plano ${values.name.trim()} foi criado.` },
          );
          navigate(href('adminPlans'));
        },
        onError: (error) => notify.failure(error),
      },
    ),
  );

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder p="lg">
          <form noValidate onSubmit={submit}>
            <Stack gap="md">
              <TextInput
                label="ID do plano"
                withAsterisk
                disabled={Boolean(existing)}
                description={
                  existing
                    ? 'O ID não pode ser alterado depois de criado.'
                    : 'Sem espaços: letras, números, _ ou - (ex.: plano_pro). Não poderá ser alterado.'
                }
                {...form.getInputProps('id')}
              />
              <TextInput label="Nome" withAsterisk {...form.getInputProps('name')} />
              <Textarea
                label="Descrição"
                autosize
                minRows={2}
                {...form.getInputProps('description')}
              />
              <Group grow align="flex-start">
                <MoneyInput
                  label="Preço mensal"
                  placeholder="ex.: 29,90"
                  withAsterisk
                  {...form.getInputProps('price')}
                />
                <MoneyInput
                  label="Preço anual"
                  description="0 ou vazio: sem opção anual."
                  placeholder="ex.: 251,16"
                  {...form.getInputProps('price_yearly')}
                />
              </Group>
              {suggestion !== null && (
                <Group gap="xs">
                  <Text size="sm" c="dimmed">
                    Sugestão de preço anual: {formatBRL(suggestion)} (12 meses com 30% de desconto).
                  </Text>
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => form.setFieldValue('price_yearly', suggestion)}
                  >
                    Usar sugestão
                  </Button>
                </Group>
              )}
              <TextInput
                label="Link de pagamento mensal"
                placeholder="https://www.mercadopago.com.br/..."
                {...form.getInputProps('mercadopago_link')}
              />
              <TextInput
                label="Link de pagamento anual"
                placeholder="https://www.mercadopago.com.br/..."
                description="Vazio: o plano anual aparece como indisponível."
                {...form.getInputProps('mercadopago_link_yearly')}
              />
              <Textarea
                label="Recursos"
                description='Um JSON array de textos, ex.: ["QR codes ilimitados", "Suporte por e-mail"]'
                autosize
                minRows={4}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                {...form.getInputProps('features')}
              />
              <Group grow align="flex-start">
                <NumberInput
                  label="Ordem"
                  withAsterisk
                  description="Menor aparece primeiro."
                  allowDecimal={false}
                  {...form.getInputProps('order')}
                />
                <Switch
                  mt="xl"
                  label="Destacar como mais popular"
                  {...form.getInputProps('popular', { type: 'checkbox' })}
                />
              </Group>
              <NumberInput
                label="Guardar visitas por (meses)"
                description="Vazio: guarda todas. Visitas mais antigas saem do histórico de acessos; os totais e os gráficos ficam."
                placeholder="ex.: 12"
                allowDecimal={false}
                allowNegative={false}
                min={1}
                max={MAX_VISIT_RETENTION_MONTHS}
                clampBehavior="none"
                {...form.getInputProps('visit_retention_months')}
              />
              <NumberInput
                label="Espaços de trabalho por conta"
                description="Quantos espaços de trabalho quem assina este plano pode ter, o pessoal incluído."
                allowDecimal={false}
                allowNegative={false}
                min={1}
                max={MAX_PLAN_WORKSPACES}
                clampBehavior="none"
                {...form.getInputProps('max_workspaces')}
              />
              <NumberInput
                label="Membros por espaço de trabalho"
                description="Quantas pessoas cabem em cada espaço de trabalho de quem assina, o proprietário e os convites abertos incluídos."
                allowDecimal={false}
                allowNegative={false}
                min={1}
                max={MAX_PLAN_SEATS}
                clampBehavior="none"
                {...form.getInputProps('max_seats')}
              />
              <NumberInput
                label="Páginas por espaço de trabalho"
                description="Quantas páginas (/p/...) cada espaço de trabalho de quem assina pode ter. 0: nenhuma."
                allowDecimal={false}
                allowNegative={false}
                min={0}
                max={MAX_PLAN_PAGES}
                clampBehavior="none"
                {...form.getInputProps('max_pages')}
              />
              <NumberInput
                label="Domínios próprios por espaço de trabalho"
                description="Quantos domínios próprios (links.minhaloja.com.br) cada espaço de trabalho de quem assina pode ter. 0: nenhum."
                allowDecimal={false}
                allowNegative={false}
                min={0}
                max={MAX_PLAN_DOMAINS}
                clampBehavior="none"
                {...form.getInputProps('max_domains')}
              />
              <Group gap="sm">
                <Button type="submit" loading={save.isPending}>
                  {existing ? 'Salvar alterações' : 'Criar plano'}
                </Button>
                <Button component={Link} to={href('adminPlans')} variant="default">
                  Cancelar
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <PlanPreview values={form.values} />
      </Grid.Col>
    </Grid>
  );
}

export function PlanFormPage() {
  const { planId } = useParams();
  const query = useAdminPlan(planId);

  useEffect(() => {
    if (query.isError) notify.failure(query.error);
  }, [query.isError, query.error]);

  return (
    <Stack gap="lg">
      <BackButton to={href('adminPlans')} />
      <Title order={1} size="h2">
        {planId ? 'Editar Plano' : 'Novo Plano'}
      </Title>
      {!planId ? (
        <PlanForm />
      ) : query.isError ? (
        <Navigate to={href('adminPlans')} replace />
      ) : query.data ? (
        <PlanForm key={query.data.id} existing={query.data} />
      ) : (
        <Center py="xl">
          <Loader aria-label="Carregando plano" />
        </Center>
      )}
    </Stack>
  );
}
