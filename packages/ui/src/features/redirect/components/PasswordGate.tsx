// A code its owner protected with a password: the visitor types it to go on
// (docs/product/link-rules-and-utm.md, "Link rules and UTM").
import {
  Button,
  Container,
  Paper,
  PasswordInput,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

export function PasswordGate({
  state,
  onSubmit,
}: {
  state: { submitting: boolean; error: string | null };
  onSubmit: (password: string) => void;
}) {
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) onSubmit(password);
  };
  return (
    <Container size={420} py={80}>
      <Paper withBorder radius="lg" p="xl" component="form" onSubmit={submit} noValidate>
        <Stack>
          <ThemeIcon size={56} radius="xl" aria-hidden style={{ alignSelf: 'center' }}>
            <IconLock size={30} />
          </ThemeIcon>
          <Title order={1} fz={24} ta="center">
            Link Protegido
          </Title>
          <Text ta="center" c="dimmed">
            Este link é protegido por senha. Digite a senha para continuar.
          </Text>
          <PasswordInput
            label="Senha"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={state.error}
            autoComplete="off"
            required
            data-autofocus
            autoFocus
          />
          <Button type="submit" loading={state.submitting} disabled={!password}>
            Acessar
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
