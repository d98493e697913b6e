// The screens that create or change codes and links (Gerar QR Code, Criação em Massa, Encurtar
// Link, and editing): a Leitor of the workspace being worked in is told so, with a way back to
// what they can see, instead of a form whose saving would be refused.
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useWorkspaceAccess } from '@/lib/use-workspace-access';

interface EditorsOnlyProps {
  /** Where a Leitor can go instead: the list they can read. */
  back: { label: string; to: string };
  children: ReactNode;
}

export function EditorsOnly({ back, children }: EditorsOnlyProps) {
  const { canEdit, workspaceName } = useWorkspaceAccess();
  if (canEdit) return children;
  return (
    <Alert color="gray" variant="light" title="Somente leitura" maw={640}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Você é Leitor em &quot;{workspaceName}&quot;: pode ver os QR Codes, os links e as
          análises, mas não criar, editar nem excluir.
        </Text>
        <Button component={Link} to={back.to} variant="light">
          {back.label}
        </Button>
      </Stack>
    </Alert>
  );
}
