// First launch: which backend the app talks to, remembered by main. The self-hosted QR Link
// server needs only its address; a hosted Supabase project needs its URL, its anon key and the
// address where the web app is published (QR codes and short links point there).
import {
  Alert,
  Button,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { backendChoiceSchema, type BackendChoice } from '@/lib/platform/bridge-contract';

export interface BackendSetupProps {
  onSubmit: (choice: BackendChoice) => Promise<void>;
  /** Why the remembered backend could not be used, when that is why this screen shows. */
  problem?: string | null;
}

export function BackendSetup({ onSubmit, problem }: BackendSetupProps) {
  const [kind, setKind] = useState<BackendChoice['kind']>('self-hosted');
  const [serverUrl, setServerUrl] = useState('http://localhost:3000');
  const [supabaseUrl, setSupabaseUrl] = useState('');
  const [anonKey, setAnonKey] = useState('');
  const [publicUrl, setPublicUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = backendChoiceSchema.safeParse(
      kind === 'self-hosted' ? { kind, serverUrl } : { kind, supabaseUrl, anonKey, publicUrl },
    );
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Dados inválidos.');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onSubmit(parsed.data);
    } catch {
      setError('Não foi possível salvar a configuração.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack maw={520} mx="auto" my="xl" p="md">
      <Title order={1} size="h2">
        Conectar o QR Link
      </Title>
      <Text c="dimmed">
        Escolha o servidor que este aplicativo vai usar. Você pode trocá-lo depois no menu Arquivo.
      </Text>
      {problem && (
        <Alert color="red" title="Não foi possível conectar">
          {problem}
        </Alert>
      )}
      <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate>
        <Stack>
          <SegmentedControl
            value={kind}
            onChange={(value) => setKind(value === 'supabase' ? 'supabase' : 'self-hosted')}
            data={[
              { value: 'self-hosted', label: 'Servidor QR Link' },
              { value: 'supabase', label: 'Projeto Supabase' },
            ]}
          />
          {kind === 'self-hosted' ? (
            <TextInput
              label="Endereço do servidor"
              description="O endereço onde o QR Link está instalado (npm start)."
              value={serverUrl}
              onChange={(event) => setServerUrl(event.currentTarget.value)}
              required
            />
          ) : (
            <>
              <TextInput
                label="URL do projeto Supabase"
                placeholder="https://xyzcompany.supabase.co"
                value={supabaseUrl}
                onChange={(event) => setSupabaseUrl(event.currentTarget.value)}
                required
              />
              <TextInput
                label="Chave anon"
                value={anonKey}
                onChange={(event) => setAnonKey(event.currentTarget.value)}
                required
              />
              <TextInput
                label="Endereço público do site"
                description="Onde o app web está publicado: os QR Codes e links apontam para ele."
                placeholder="https://qr.suaempresa.com.br"
                value={publicUrl}
                onChange={(event) => setPublicUrl(event.currentTarget.value)}
                required
              />
            </>
          )}
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Button type="submit" loading={busy}>
            Conectar
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
