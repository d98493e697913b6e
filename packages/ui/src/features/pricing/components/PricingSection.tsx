import { Alert, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DEFAULT_BILLING_CYCLE, type BillingCycle } from '@qrlink/core/constants';
import { useCheckout } from '../hooks/use-checkout';
import { usePlans } from '../hooks/use-plans';
import { BillingCycleSwitch } from './BillingCycleSwitch';
import { PlansLoader } from './PlansLoader';
import { PlanCard } from '@/lib/components/PlanCard';
import { usePaymentsEnabled } from '@/lib/use-payments-enabled';

/**
 * The plans grid used on the landing page, /pricing and /plans: 4 columns on large screens,
 * 2 on medium, 1 on phones. `titleOrder` keeps the heading levels right where it is embedded.
 */
export function PricingSection({ titleOrder }: { titleOrder: 1 | 2 }) {
  const paymentsEnabled = usePaymentsEnabled();
  const { subscribe, pendingPlan } = useCheckout();
  const [cycle, setCycle] = useState<BillingCycle>(DEFAULT_BILLING_CYCLE);
  const plans = usePlans();
  return (
    <Stack gap="lg">
      <Stack gap={4} ta="center">
        <Title order={titleOrder}>Planos e Preços</Title>
        <Text c="dimmed">
          Escolha o plano ideal para você. Comece grátis e evolua quando quiser.
        </Text>
      </Stack>
      <BillingCycleSwitch cycle={cycle} onChange={setCycle} />
      {plans.isPending ? (
        <PlansLoader />
      ) : plans.isError ? (
        <Alert color="red" title="Erro ao carregar planos" role="alert" maw={560} mx="auto">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">Não foi possível buscar os planos.</Text>
            <Button
              variant="light"
              color="red"
              loading={plans.isFetching}
              onClick={() => void plans.refetch()}
            >
              Tentar Novamente
            </Button>
          </Stack>
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {(plans.data ?? []).map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              cycle={cycle}
              checkout={{ paymentsEnabled, onSubscribe: subscribe, pendingPlanId: pendingPlan }}
              headingOrder={titleOrder === 1 ? 2 : 3}
            />
          ))}
        </SimpleGrid>
      )}
      <Text ta="center" size="sm" c="dimmed">
        Todos os planos pagos são recorrentes. Você pode cancelar a qualquer momento.
      </Text>
    </Stack>
  );
}
