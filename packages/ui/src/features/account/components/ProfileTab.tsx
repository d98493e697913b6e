import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema, updateProfile } from '@qrlink/data/account/update-profile';
import { notify } from '@/lib/notify';
import { zodValidate } from '@/lib/zod-form';

export function ProfileTab({
  userId,
  email,
  fullName,
}: {
  userId: string;
  email: string;
  fullName: string;
}) {
  const client = useQueryClient();
  const form = useForm({ initialValues: { fullName }, validate: zodValidate(profileSchema) });
  const save = useMutation({
    mutationFn: (values: { fullName: string }) => updateProfile(userId, values),
    onSuccess: () => client.invalidateQueries({ queryKey: ['account'] }),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate(values, {
          onSuccess: () =>
            notify.success({ title: 'Perfil atualizado!', message: 'Seu nome foi salvo.' }),
          onError: (error) => notify.failure(error),
        }),
      )}
    >
      <Stack gap="md" maw={480}>
        <TextInput
          label="E-mail"
          value={email}
          readOnly
          description="O e-mail não pode ser alterado aqui."
        />
        <TextInput
          label="Nome completo"
          withAsterisk
          autoComplete="name"
          {...form.getInputProps('fullName')}
        />
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          Salvar alterações
        </Button>
      </Stack>
    </form>
  );
}
