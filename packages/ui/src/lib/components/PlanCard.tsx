import { Badge, Button, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { BillingCycle } from '@qrlink/core/constants';
import type { Plan } from '@qrlink/core/pricing/plan';
import { planPriceDisplay, type PlanButton } from '@qrlink/core/pricing/plan-price-display';

export interface PlanCheckout {
  /** Whether the server can take payments (else paid plans say so, disabled). */
  paymentsEnabled: boolean;
  /** 'Assinar Agora' was clicked; absent in the admin's inert preview. */
  onSubscribe?: (planId: string, cycle: BillingCycle) => void;
  /** The plan whose checkout is being opened (its button shows it). */
  pendingPlanId?: string | null;
}

function PlanAction({
  button,
  popular,
  checkout,
}: {
  button: PlanButton;
  popular: boolean;
  checkout: PlanCheckout;
}) {
  const variant = popular ? 'filled' : 'light';
  switch (button.kind) {
    case 'internal':
      return (
        <Button component={Link} to={button.href} variant={variant} fullWidth>
          {button.label}
        </Button>
      );
    case 'subscribe': {
      const pending = checkout.pendingPlanId === button.planId;
      return (
        <Button
          variant={variant}
          fullWidth
          loading={pending}
          disabled={Boolean(checkout.pendingPlanId) && !pending}
          onClick={() => checkout.onSubscribe?.(button.planId, button.cycle)}
        >
          {button.label}
        </Button>
      );
    }
    case 'unavailable':
      return (
        <Button disabled fullWidth>
          {button.label}
        </Button>
      );
  }
}

export function PlanCard({
  plan,
  cycle,
  checkout,
  headingOrder = 3,
}: {
  plan: Plan;
  cycle: BillingCycle;
  checkout: PlanCheckout;
  /** The level of the plan's name: one below the heading the cards sit under. */
  headingOrder?: 2 | 3;
}) {
  const display = planPriceDisplay(plan, cycle, { paymentsEnabled: checkout.paymentsEnabled });
  return (
    <Card
      withBorder
      padding="lg"
      radius="lg"
      shadow={plan.popular ? 'md' : 'xs'}
      style={
        plan.popular ? { borderColor: 'var(--mantine-color-brand-7)', borderWidth: 2 } : undefined
      }
      component="article"
      aria-label={`Plano ${plan.name}`}
    >
      <Stack gap="sm" h="100%">
        {plan.popular && (
          <Badge variant="filled" style={{ alignSelf: 'flex-start' }}>
            MAIS POPULAR
          </Badge>
        )}
        <Title order={headingOrder}>{plan.name}</Title>
        {plan.description && (
          <Text c="dimmed" size="sm">
            {plan.description}
          </Text>
        )}
        <div>
          <Text component="span" fz={32} fw={800} data-testid={`price-${plan.id}`}>
            {display.price}
          </Text>
          {display.period && (
            <Text component="span" c="dimmed">
              {display.period}
            </Text>
          )}
          {display.monthlyEquivalent && (
            <Text size="sm" c="dimmed">
              {display.monthlyEquivalent}
            </Text>
          )}
        </div>
        <List
          spacing={6}
          size="sm"
          style={{ flexGrow: 1 }}
          icon={
            <ThemeIcon size={18} radius="xl" color="green.9" aria-hidden>
              <IconCheck size={12} />
            </ThemeIcon>
          }
        >
          {plan.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        <PlanAction button={display.button} popular={plan.popular} checkout={checkout} />
      </Stack>
    </Card>
  );
}
