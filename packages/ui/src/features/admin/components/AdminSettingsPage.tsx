// Admin > Configurações: maintenance mode (with the message visitors read), new registrations
// and two-factor for admins, each saved when toggled. The server enforces all three: visitors
// see the maintenance page and sign-up is refused while closed (admins and redirects keep
// working); admin functions refuse a session without the authenticator's code while required.
import { Button, Group, Paper, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { MAINTENANCE_MESSAGE_MAX_LENGTH } from '@qrlink/data/admin/save-app-setting';
import type { AdminSettings } from '@qrlink/data/admin/get-app-settings';
import { ErrorState, LoadingState } from '@/lib/components/ListStates';
import { notify } from '@/lib/notify';
import { useAppSettings } from '../hooks/use-admin';

function SettingsForm({ settings }: { settings: AdminSettings }) {
  const { save } = useAppSettings();
  const [message, setMessage] = useState(settings.maintenance.message);
  const messageChanged = message.trim() !== settings.maintenance.message.trim();

  const saveSwitch = (
    key: 'allow_new_registrations' | 'admin_mfa_required',
    enabled: boolean,
    done: string,
  ) =>
    save.mutate(
      { key, value: { enabled } },
      {
        onSuccess: () => notify.success({ title: 'Configuração salva', message: done }),
        onError: (error) => notify.failure(error),
      },
    );

  const saveMaintenance = (enabled: boolean, text: string, done: string) =>
    save.mutate(
      { key: 'maintenance_mode', value: { enabled, message: text } },
      {
        onSuccess: () => notify.success({ title: 'Configuração salva', message: done }),
        onError: (error) => notify.failure(error),
      },
    );

  return (
    <Stack gap="lg" maw={720}>
      <Paper withBorder p="lg">
        <Stack gap="md">
          <Switch
            size="md"
            label="Modo de manutenção"
            description="Visitantes e usuários veem uma página de manutenção; administradores continuam usando o site e os QR codes e links continuam redirecionando."
            checked={settings.maintenance.enabled}
            disabled={save.isPending}
            onChange={(event) => {
              const enabled = event.currentTarget.checked;
              saveMaintenance(
                enabled,
                message,
                enabled ? 'Modo de manutenção ativado.' : 'Modo de manutenção desativado.',
              );
            }}
          />
          <Textarea
            label="Mensagem de manutenção"
            description={`${message.length}/${MAINTENANCE_MESSAGE_MAX_LENGTH} caracteres`}
            placeholder="Estamos melhorando a plataforma. Voltamos em breve!"
            autosize
            minRows={2}
            maxLength={MAINTENANCE_MESSAGE_MAX_LENGTH}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
          />
          <Group>
            <Button
              variant="light"
              disabled={!messageChanged}
              loading={save.isPending && save.variables?.key === 'maintenance_mode'}
              onClick={() =>
                saveMaintenance(
                  settings.maintenance.enabled,
                  message,
                  'Mensagem de manutenção salva.',
                )
              }
            >
              Salvar mensagem
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p="lg">
        <Switch
          size="md"
          label="Permitir novos cadastros"
          description="Desligado, o servidor recusa novas contas; quem já tem conta continua entrando."
          checked={settings.registrationsOpen}
          disabled={save.isPending}
          onChange={(event) => {
            const enabled = event.currentTarget.checked;
            saveSwitch(
              'allow_new_registrations',
              enabled,
              enabled ? 'Novos cadastros permitidos.' : 'Novos cadastros bloqueados.',
            );
          }}
        />
      </Paper>
      <Paper withBorder p="lg">
        <Switch
          size="md"
          label="Exigir 2FA para administradores"
          description="Ligado, a área administrativa só funciona depois do código do aplicativo autenticador (Configurações > Segurança). Para ligar, ative a verificação em duas etapas na sua conta primeiro."
          checked={settings.adminMfaRequired}
          disabled={save.isPending}
          onChange={(event) => {
            const enabled = event.currentTarget.checked;
            saveSwitch(
              'admin_mfa_required',
              enabled,
              enabled
                ? 'Administradores agora precisam do código do aplicativo.'
                : 'Administradores entram só com a senha.',
            );
          }}
        />
      </Paper>
    </Stack>
  );
}

export function AdminSettingsPage() {
  const { query } = useAppSettings();

  useEffect(() => {
    if (query.isError) notify.failure(query.error);
  }, [query.isError, query.error]);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Configurações
      </Title>
      <Text c="dimmed">Cada opção é salva assim que você a altera.</Text>
      {query.isPending ? (
        <LoadingState label="Carregando configurações..." />
      ) : query.isError ? (
        <ErrorState
          title="Erro ao carregar configurações"
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <SettingsForm settings={query.data} />
      )}
    </Stack>
  );
}
