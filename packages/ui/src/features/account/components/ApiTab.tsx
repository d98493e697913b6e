// Configurações > API: keys for the REST API (/api/v1) and webhooks on scan milestones.
import { Anchor, Code, Divider, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { apiAddress } from '@qrlink/data/api-keys/api-address';
import { ApiKeysSection } from './ApiKeysSection';
import { WebhooksSection } from './WebhooksSection';

export function ApiTab() {
  const address = useQuery({ queryKey: ['api-address'], queryFn: apiAddress, staleTime: Infinity });
  return (
    <Stack gap="xl" maw={900}>
      <Stack gap="xs">
        <Text size="sm">
          Com uma chave de API, seus sistemas criam, listam, alteram e excluem QR Codes e links
          encurtados e leem suas análises. Cada chave age por um espaço de trabalho, com o papel de
          quem a criou e um limite de requisições por minuto. Envie-a no cabeçalho{' '}
          <Code>Authorization: Bearer qrl_…</Code>.
        </Text>
        {address.data && (
          <Text size="sm">
            Endereço da API: <Code>{address.data.base}</Code> · Documentação (OpenAPI):{' '}
            <Anchor href={address.data.openApi} target="_blank" rel="noopener noreferrer">
              openapi.json
            </Anchor>
          </Text>
        )}
      </Stack>
      <ApiKeysSection />
      <Divider />
      <WebhooksSection />
    </Stack>
  );
}
