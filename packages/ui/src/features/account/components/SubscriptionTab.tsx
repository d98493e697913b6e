// Assinatura: the user's real plan, its price and cycle, until when it is paid and whether it
// renews by itself, their saved QR codes, cancelling the renewals, and the payments the server
// recorded (an empty history says so). In a team's workspace, first the plan that workspace works
// under (WorkspacePlanNotice).
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatDate } from '@qrlink/core/dates/format-date';
import { formatBRL } from '@qrlink/core/pricing/format-brl';
import type { Account } from '@qrlink/data/account/get-account';
import { href } from '@/lib/routes';
import { BillingHistory } from './BillingHistory';
import { CancelSubscriptionButton } from './CancelSubscriptionButton';
import { WorkspacePlanNotice } from './WorkspacePlanNotice';

function priceText(account: Account): string {
  const { plan, cycle } = account;
  if (!plan || plan.price === 0) return 'Grátis';
  if (cycle === 'yearly' && plan.priceYearly) return `${formatBRL(plan.priceYearly)}/ano`;
  return `${formatBRL(plan.price)}/mês`;
}

// White on Mantine's green is 2.8:1; on teal.9 it is 5:1 (WCAG AA), as the webhook badges.
const ACTIVE_COLOR = 'teal.9';

/** The badge and the line under the price: what happens at the end of the paid period. */
function renewalText(account: Account): { badge: string; color: string; line: string | null } {
  if (!account.renewsAt) return { badge: 'Ativo', color: ACTIVE_COLOR, line: null };
  const date = formatDate(account.renewsAt);
  if (account.renewsAutomatically) {
    return { badge: 'Ativo', color: ACTIVE_COLOR, line: `Renova automaticamente em ${date}.` };
  }
  return {
    badge: 'Não renova',
    color: 'yellow',
    line: `Ativo até ${date}; depois, sua conta volta ao plano Grátis.`,
  };
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

export function SubscriptionTab({ account }: { account: Account }) {
  const renewal = renewalText(account);
  const cycleText = account.cycle === 'yearly' ? 'Anual' : account.cycle ? 'Mensal' : '—';
  return (
    <Stack gap="lg">
      <WorkspacePlanNotice />
      <Paper withBorder p="md">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Text size="sm" c="dimmed">
              Plano atual
            </Text>
            <Title order={2} size="h3">
              {account.plan?.name ?? 'Plano Grátis'}
            </Title>
          </div>
          {/* autoContrast: dark text on the yellow 'Não renova' badge, white on teal. */}
          <Badge color={renewal.color} size="lg" autoContrast>
            {renewal.badge}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mt="md">
          <Figure label="Preço" value={priceText(account)} />
          <Figure label="Ciclo" value={cycleText} />
          <Figure label="QR Codes salvos" value={account.qrCodeCount.toLocaleString('pt-BR')} />
          <Figure label="Cliente desde" value={formatDate(account.memberSince)} />
          <Figure
            label="Espaços de trabalho"
            value={`${account.workspaces.owned} de ${account.workspaces.allowed}`}
          />
          <Figure
            label="Membros por espaço de trabalho"
            value={`até ${account.workspaces.seatsPerWorkspace}`}
          />
        </SimpleGrid>
        {renewal.line && (
          <Text mt="md" data-testid="plan-renewal">
            {renewal.line}
          </Text>
        )}
        <Group mt="md">
          <Button component={Link} to={href('pricing')} variant="light">
            Ver Planos e Preços
          </Button>
          {account.renewsAutomatically && account.renewsAt && (
            <CancelSubscriptionButton
              planName={account.plan?.name ?? ''}
              until={account.renewsAt}
            />
          )}
        </Group>
      </Paper>
      <Title order={2} size="h4">
        Histórico de cobranças
      </Title>
      <BillingHistory payments={account.payments} />
    </Stack>
  );
}
