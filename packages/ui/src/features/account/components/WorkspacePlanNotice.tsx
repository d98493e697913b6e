// Configurações > Assinatura while working in a team's workspace: which plan that workspace works
// under (its owner's, who pays for it: docs/product/teams.md, "The plan of a workspace") and how
// many of its seats are taken. The tab below stays the account's own plan and payments.
import { Alert, Text } from '@mantine/core';
import { useCurrentWorkspace } from '@/lib/queries/workspaces';
import { useWorkspacePlan } from '@/lib/queries/workspace-plan';

export function WorkspacePlanNotice() {
  const { current: workspace } = useCurrentWorkspace();
  const team = workspace && !workspace.personal ? workspace : undefined;
  const plan = useWorkspacePlan(team?.id);
  if (!team || !plan.data) return null;
  const { planName, ownerIsMe, ownerName, members, maxSeats } = plan.data;
  const seats = `${members.toLocaleString('pt-BR')} de ${maxSeats.toLocaleString('pt-BR')} membros`;
  return (
    <Alert color="blue" variant="light" title={`Espaço de trabalho "${team.name}"`}>
      <Text size="sm">
        {ownerIsMe
          ? `Usa o seu plano, ${planName}: ${seats}.`
          : `Usa o plano ${planName} de ${ownerName ?? 'seu proprietário'}, que é quem o assina: ${seats}. O plano abaixo é o da sua conta, para o seu espaço pessoal e os espaços que você criar.`}
      </Text>
    </Alert>
  );
}
