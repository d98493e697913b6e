// A code's preview page (`/s/{code}+`, `/qr/{id}+`; docs/product/trust-and-safety.md, "Preview
// and report"): where a QR code or short link leads (and every other address its rules may send
// a visitor to), shown as text and never followed by itself,
// when it was made and whether it was disabled; nothing about its owner, no visit counted. The
// visitor goes on with 'Continuar' or reports it with 'Denunciar'.
import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '@qrlink/core/dates/format-date';
import type { CodeKind } from '@qrlink/data/moderation/code-kind';
import { CODE_PREVIEW_ERROR, type CodePreview } from '@qrlink/data/moderation/get-code-preview';
import { ErrorState, LoadingState } from '@/lib/components/ListStates';
import { href } from '@/lib/routes';
import { useCodePreview } from '../hooks/use-code-preview';
import { ReportCodeModal } from './ReportCodeModal';

export const PREVIEW_TEXTS = {
  title: 'Para onde este link leva',
  notFound: 'QR Code ou link não encontrado.',
  disabled: 'Este link foi desativado por violar os Termos de Uso.',
};

/** Only an http(s) address becomes a link (the database stores nothing else anyway). */
function isHttpAddress(address: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(address).protocol);
  } catch {
    return false;
  }
}

function Destination({ preview, onReport }: { preview: CodePreview; onReport: () => void }) {
  const followable = !preview.disabled && isHttpAddress(preview.destination);
  return (
    <>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {preview.kind === 'qr' ? 'Este QR Code leva a:' : 'Este link leva a:'}
        </Text>
        <Text ff="monospace" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {preview.destination}
        </Text>
        {preview.also.length > 0 && (
          <>
            <Text size="sm" c="dimmed" mt="xs">
              Conforme o visitante (aparelho, lugar, idioma, horário ou teste A/B), também pode
              levar a:
            </Text>
            <Stack gap={2} component="ul" m={0} pl="md">
              {preview.also.map((address) => (
                <Text
                  key={address}
                  component="li"
                  ff="monospace"
                  size="sm"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {address}
                </Text>
              ))}
            </Stack>
          </>
        )}
        <Text size="sm" c="dimmed">
          Criado em {formatDate(preview.created_at)}
        </Text>
      </Stack>
      {preview.disabled ? (
        <Alert color="red" role="alert">
          {PREVIEW_TEXTS.disabled}
        </Alert>
      ) : (
        <Text size="sm">
          Confira o endereço antes de continuar. Se ele parecer um golpe, não continue: denuncie.
        </Text>
      )}
      <Group gap="sm" wrap="wrap">
        {followable && (
          <Button
            component="a"
            href={preview.destination}
            rel="noopener noreferrer nofollow"
            rightSection={<IconArrowRight size={18} />}
          >
            Continuar
          </Button>
        )}
        <Button variant="default" leftSection={<IconFlag size={18} />} onClick={onReport}>
          Denunciar
        </Button>
      </Group>
    </>
  );
}

export function CodePreviewScreen({ kind, codeKey }: { kind: CodeKind; codeKey: string }) {
  const preview = useCodePreview(kind, codeKey);
  const [reporting, setReporting] = useState(false);
  return (
    <Container size="sm" py={{ base: 'xl', sm: 80 }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {PREVIEW_TEXTS.title}
          </Title>
          {preview.isPending ? (
            <LoadingState label="Carregando..." />
          ) : preview.isError ? (
            <ErrorState
              title={CODE_PREVIEW_ERROR.title}
              message={preview.error.message}
              onRetry={() => void preview.refetch()}
            />
          ) : preview.data === null ? (
            <>
              <Text role="alert">{PREVIEW_TEXTS.notFound}</Text>
              <Button component={Link} to={href('home')} style={{ alignSelf: 'flex-start' }}>
                Voltar para a página inicial
              </Button>
            </>
          ) : (
            <Destination preview={preview.data} onReport={() => setReporting(true)} />
          )}
        </Stack>
      </Paper>
      <ReportCodeModal
        kind={kind}
        codeKey={codeKey}
        opened={reporting}
        onClose={() => setReporting(false)}
      />
    </Container>
  );
}
