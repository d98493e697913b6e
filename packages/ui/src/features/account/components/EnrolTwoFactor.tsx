// Turning two-factor sign-in on: a new secret as a QR code (and as text for typing), then the
// app's first code, which the server must accept before anything is protected by it.
import { Button, Code, CopyButton, Group, Image, List, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  twoFactorCodeSchema,
  type TwoFactorCodeInput,
} from '@qrlink/core/validation/two-factor-code';
import {
  confirmTwoFactor,
  startTwoFactorEnrolment,
} from '@qrlink/data/two-factor/enrol-two-factor';
import { ErrorState, LoadingState } from '@/lib/components/ListStates';
import { notify } from '@/lib/notify';
import { zodValidate } from '@/lib/zod-form';
import { TwoFactorCodeField } from '@/lib/components/TwoFactorCodeField';

/** The secret in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function EnrolTwoFactor({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  // One enrolment per opening of the panel (a new one replaces an abandoned one on the server).
  const enrolment = useQuery({
    queryKey: ['two-factor-enrolment'],
    queryFn: startTwoFactorEnrolment,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
  const form = useForm<TwoFactorCodeInput>({
    initialValues: { code: '' },
    validate: zodValidate(twoFactorCodeSchema),
  });
  const confirm = useMutation({
    mutationFn: ({ code }: TwoFactorCodeInput) =>
      confirmTwoFactor(enrolment.data?.factorId ?? '', code),
    onSuccess: () => {
      notify.success({
        title: 'Verificação em duas etapas ativada',
        message: 'No próximo login, digite também o código do aplicativo.',
      });
      onDone();
    },
    onError: (error) => {
      form.setFieldValue('code', '');
      notify.failure(error);
    },
  });

  if (enrolment.isPending) return <LoadingState label="Gerando o código de configuração..." />;
  if (enrolment.isError) {
    return (
      <ErrorState
        title="Erro ao ativar a verificação em duas etapas"
        message={enrolment.error.message}
        onRetry={() => void enrolment.refetch()}
      />
    );
  }
  const { qrCode, secret } = enrolment.data;
  return (
    <form noValidate onSubmit={form.onSubmit((values) => confirm.mutate(values))}>
      <Stack gap="md">
        <List type="ordered" spacing="xs" size="sm">
          <List.Item>Abra o aplicativo autenticador do seu celular.</List.Item>
          <List.Item>Escaneie o QR Code abaixo (ou digite a chave).</List.Item>
          <List.Item>Digite o código de 6 dígitos que o aplicativo mostrar.</List.Item>
        </List>
        <Image
          src={qrCode}
          alt="QR Code para configurar o aplicativo autenticador"
          w={200}
          h={200}
          fit="contain"
          bg="white"
        />
        <Stack gap={4}>
          <Text size="sm">Não consegue escanear? Digite esta chave no aplicativo:</Text>
          <Group gap="xs">
            <Code fz="sm" data-testid="two-factor-secret">
              {grouped(secret)}
            </Code>
            <CopyButton value={secret}>
              {({ copied, copy }) => (
                <Button size="compact-sm" variant="light" onClick={copy}>
                  {copied ? 'Copiada' : 'Copiar chave'}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
        <TwoFactorCodeField {...form.getInputProps('code')} maw={240} />
        <Group>
          <Button type="submit" loading={confirm.isPending}>
            Confirmar e ativar
          </Button>
          <Button variant="default" onClick={onCancel} disabled={confirm.isPending}>
            Cancelar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
