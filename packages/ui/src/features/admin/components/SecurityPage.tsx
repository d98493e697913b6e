// Admin > Segurança (docs/product/trust-and-safety.md, "The blocklist"): the domains no QR code
// or short link may lead to, at any door of the product.
import { Stack, Text, Title } from '@mantine/core';
import { BlockDomainForm } from './BlockDomainForm';
import { BlockedDomainsTable } from './BlockedDomainsTable';

export function SecurityPage() {
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Segurança
      </Title>
      <Text c="dimmed">
        Nenhum QR Code ou link encurtado pode levar aos domínios desta lista nem aos seus
        subdomínios, em nenhuma parte do produto. Endereços que imitam bancos, marcas e o governo já
        são recusados sem precisar estar aqui.
      </Text>
      <BlockDomainForm />
      <BlockedDomainsTable />
    </Stack>
  );
}
