// 'Configurações da Conta': the spec's four tabs, API and Privacidade
// (docs/product/sharing-api-lgpd.md, "Sharing, the API and LGPD") and Domínios
// (docs/product/custom-domains.md), each at its own address (/dashboard/settings/<tab>).
import { Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useNavigate, useParams } from 'react-router-dom';
import { ErrorState, LoadingState } from '@/lib/components/ListStates';
import { getAccount } from '@qrlink/data/account/get-account';
import { href } from '@/lib/routes';
import { userAtom } from '@/lib/session';
import { ApiTab } from './ApiTab';
import { DeleteAccountTab } from './DeleteAccountTab';
import { DomainsTab } from './DomainsTab';
import { PasswordTab } from './PasswordTab';
import { PrivacyTab } from './PrivacyTab';
import { ProfileTab } from './ProfileTab';
import { SecurityTab } from './SecurityTab';
import { SubscriptionTab } from './SubscriptionTab';

const TABS = [
  { value: 'profile', label: 'Perfil' },
  { value: 'password', label: 'Senha' },
  { value: 'security', label: 'Segurança' },
  { value: 'subscription', label: 'Assinatura' },
  { value: 'api', label: 'API' },
  { value: 'domains', label: 'Domínios' },
  { value: 'privacy', label: 'Privacidade' },
  { value: 'delete_account', label: 'Excluir Conta' },
] as const;

export function SettingsPage() {
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  const { '*': rest } = useParams();
  const tab = TABS.some((t) => t.value === rest) ? (rest as string) : 'profile';
  const account = useQuery({
    queryKey: ['account', user?.id],
    queryFn: () => getAccount(user?.id ?? ''),
    enabled: Boolean(user?.id),
  });

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Configurações da Conta
      </Title>
      <Tabs
        value={tab}
        onChange={(value) => navigate(`${href('dashboardSettings')}/${value ?? 'profile'}`)}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((t) => (
            <Tabs.Tab
              key={t.value}
              value={t.value}
              color={t.value === 'delete_account' ? 'red' : undefined}
            >
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Stack pt="lg">
          {account.isPending ? (
            <LoadingState label="Carregando sua conta..." />
          ) : account.isError ? (
            <ErrorState
              title="Erro ao carregar perfil"
              message={account.error.message}
              onRetry={() => void account.refetch()}
            />
          ) : (
            <>
              <Tabs.Panel value="profile">
                <ProfileTab
                  userId={user?.id ?? ''}
                  email={account.data.email}
                  fullName={account.data.fullName}
                />
              </Tabs.Panel>
              <Tabs.Panel value="password">
                <PasswordTab />
              </Tabs.Panel>
              <Tabs.Panel value="security">
                <SecurityTab />
              </Tabs.Panel>
              <Tabs.Panel value="subscription">
                <SubscriptionTab account={account.data} />
              </Tabs.Panel>
              <Tabs.Panel value="api">
                <ApiTab />
              </Tabs.Panel>
              <Tabs.Panel value="domains">
                <DomainsTab />
              </Tabs.Panel>
              <Tabs.Panel value="privacy">
                <PrivacyTab userId={user?.id ?? ''} />
              </Tabs.Panel>
              <Tabs.Panel value="delete_account">
                <DeleteAccountTab />
              </Tabs.Panel>
            </>
          )}
        </Stack>
      </Tabs>
    </Stack>
  );
}
