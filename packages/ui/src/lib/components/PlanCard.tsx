import { Badge, Button, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { BillingCycle } from '@qrlink/core/constants';
import type { Plan } from '@qrlink/core/pricing/plan';
import { planPriceDisplay, type PlanButton } from '@qrlink/core/pricing/plan-price-display';

function PlanAction({ button, popular }: { button: PlanButton; popular: boolean }) {
  const variant = popular ? 'filled' : 'light';
  switch (button.kind) {
    case 'internal':
      return (
        <Button component={Link} to={button.href} variant={variant} fullWidth>
          {button.label}
        </Button>
      );
    case 'checkout':
    case 'placeholder':
      // The checkout lives at the payment provider: a plain navigation, not a router link.
      return (
        <Button component="a" href={button.href} variant={variant} fullWidth>
          {button.label}
        </Button>
      );
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
  origin,
}: {
  plan: Plan;
  cycle: BillingCycle;
  origin: string;
}) {
  const display = planPriceDisplay(plan, cycle, { origin });
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
        <Title order={3}>{plan.name}</Title>
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
        <PlanAction button={display.button} popular={plan.popular} />
      </Stack>
    </Card>
  );
}
