import { Badge, Group, Switch, Text } from '@mantine/core';
import type { BillingCycle } from '@qrlink/core/constants';

/** Mensal / Anual, with the advertised yearly discount. */
export function BillingCycleSwitch({
  cycle,
  onChange,
}: {
  cycle: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
}) {
  return (
    <Group justify="center" gap="sm">
      <Text fw={cycle === 'monthly' ? 700 : 400} id="billing-monthly" aria-hidden>
        Mensal
      </Text>
      <Switch
        size="lg"
        checked={cycle === 'yearly'}
        onChange={(event) => onChange(event.currentTarget.checked ? 'yearly' : 'monthly')}
        aria-label="Cobrança anual"
      />
      <Text fw={cycle === 'yearly' ? 700 : 400} aria-hidden>
        Anual
      </Text>
      <Badge color="teal.9" variant="filled">
        ECONOMIZE 30%
      </Badge>
    </Group>
  );
}
