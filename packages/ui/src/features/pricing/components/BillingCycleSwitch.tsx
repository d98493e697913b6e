import { Badge, Group, Switch, UnstyledButton } from '@mantine/core';
import type { BillingCycle } from '@qrlink/core/constants';

/** Mensal / Anual: the switch, or either word, picks the cycle; with the yearly discount. */
export function BillingCycleSwitch({
  cycle,
  onChange,
}: {
  cycle: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
}) {
  return (
    <Group justify="center" gap="sm">
      <UnstyledButton
        fw={cycle === 'monthly' ? 700 : 400}
        aria-pressed={cycle === 'monthly'}
        onClick={() => onChange('monthly')}
      >
        Mensal
      </UnstyledButton>
      <Switch
        size="lg"
        checked={cycle === 'yearly'}
        onChange={(event) => onChange(event.currentTarget.checked ? 'yearly' : 'monthly')}
        aria-label="Cobrança anual"
      />
      <UnstyledButton
        fw={cycle === 'yearly' ? 700 : 400}
        aria-pressed={cycle === 'yearly'}
        onClick={() => onChange('yearly')}
      >
        Anual
      </UnstyledButton>
      <Badge color="teal.9" variant="filled">
        ECONOMIZE 30%
      </Badge>
    </Group>
  );
}
