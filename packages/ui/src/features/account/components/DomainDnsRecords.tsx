// The two DNS records a pending domain needs: one pointing it at the app (a CNAME to the app's
// public host; a root domain, which cannot have a CNAME, an A record to the server's IP) and the
// TXT record proving it is the workspace's. Each name and value can be copied as is.
import {
  ActionIcon,
  Code,
  CopyButton,
  Group,
  Stack,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import {
  verificationRecordName,
  verificationRecordValue,
} from '@qrlink/core/domains/custom-domain';
import { usePublicOrigin } from '@/lib/use-public-origin';

function CopyableField({
  label,
  value,
  copyLabel,
}: {
  label: string;
  value: string;
  copyLabel: string;
}) {
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Text size="xs" c="dimmed" w={40} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Code style={{ overflowWrap: 'anywhere', minWidth: 0 }}>{value}</Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <>
            <Tooltip label={copied ? 'Copiado!' : copyLabel} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                aria-label={copyLabel}
                onClick={copy}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
            {/* Tells screen-reader users what the check mark shows. */}
            <VisuallyHidden aria-live="polite">{copied ? 'Copiado!' : ''}</VisuallyHidden>
          </>
        )}
      </CopyButton>
    </Group>
  );
}

function DnsRecord({ type, name, value }: { type: string; name: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        Registro {type}
      </Text>
      <CopyableField label="Nome" value={name} copyLabel={`Copiar o nome do registro ${type}`} />
      <CopyableField label="Valor" value={value} copyLabel={`Copiar o valor do registro ${type}`} />
    </Stack>
  );
}

export function DomainDnsRecords({ hostname, token }: { hostname: string; token: string }) {
  // A CNAME points at a name without a port.
  const appHost = new URL(usePublicOrigin()).hostname;
  return (
    <Stack gap="sm">
      <Text size="sm">
        No painel DNS de onde o domínio foi registrado, crie estes dois registros:
      </Text>
      <DnsRecord type="CNAME" name={hostname} value={appHost} />
      <Text size="xs" c="dimmed">
        Se for um domínio raiz (como minhaloja.com.br), que não aceita CNAME, crie em vez dele um
        registro A para o IP do servidor.
      </Text>
      <DnsRecord
        type="TXT"
        name={verificationRecordName(hostname)}
        value={verificationRecordValue(token)}
      />
    </Stack>
  );
}
