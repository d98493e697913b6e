// Turning two-factor sign-in off takes a current code: the server removes a verified factor only
// for a session that just proved it holds the phone.
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import {
  twoFactorCodeSchema,
  type TwoFactorCodeInput,
} from '@qrlink/core/validation/two-factor-code';
import { disableTwoFactor } from '@qrlink/data/two-factor/disable-two-factor';
import { notify } from '@/lib/notify';
import { zodValidate } from '@/lib/zod-form';
import { TwoFactorCodeField } from '@/lib/components/TwoFactorCodeField';

export function DisableTwoFactorForm({
  factorId,
  onDisabled,
}: {
  factorId: string;
  onDisabled: () => void;
}) {
  const form = useForm<TwoFactorCodeInput>({
    initialValues: { code: '' },
    validate: zodValidate(twoFactorCodeSchema),
  });
  const disable = useMutation({
    mutationFn: ({ code }: TwoFactorCodeInput) => disableTwoFactor(factorId, code),
    onSuccess: () => {
      notify.success({
        title: 'Verificação em duas etapas desativada',
        message: 'O login volta a pedir só a senha.',
      });
      onDisabled();
    },
    onError: (error) => {
      form.setFieldValue('code', '');
      notify.failure(error);
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => disable.mutate(values))}>
      <Stack gap="sm">
        <TwoFactorCodeField
          description="Para desativar, digite um código atual do aplicativo."
          {...form.getInputProps('code')}
          maw={240}
        />
        <Group>
          <Button
            type="submit"
            color="red"
            variant="light"
            loading={disable.isPending}
            // The section's title says what is turned off; the short label fits a phone.
            aria-label="Desativar verificação em duas etapas"
          >
            Desativar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
