// Admin > Clientes > Editar Cliente: the client's workspaces (docs/product/teams.md, "What an
// admin sees"), the personal one first, with the client's role in each and its member count.
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { WORKSPACE_ROLE_LABELS } from '@qrlink/core/teams/workspace-roles';
import type { ClientDetail } from '@qrlink/data/admin/get-client';

export function ClientWorkspacesSection({ client }: { client: ClientDetail }) {
  return (
    <Paper withBorder p="lg" maw={560} component="section" aria-labelledby="client-workspaces">
      <Stack gap="sm">
        <Title order={2} size="h4" id="client-workspaces">
          Espaços de trabalho
        </Title>
        {client.workspaces.length === 0 ? (
          <Text size="sm">Este cliente não participa de nenhum espaço de trabalho.</Text>
        ) : (
          <Table horizontalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nome</Table.Th>
                <Table.Th>Papel</Table.Th>
                <Table.Th ta="right">Membros</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {client.workspaces.map((workspace) => (
                <Table.Tr key={workspace.id}>
                  <Table.Td>
                    <Group gap={6}>
                      <Text size="sm">{workspace.name}</Text>
                      {workspace.personal && (
                        <Badge size="sm" variant="light" color="gray">
                          Pessoal
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{WORKSPACE_ROLE_LABELS[workspace.role]}</Table.Td>
                  <Table.Td ta="right">{workspace.members}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
