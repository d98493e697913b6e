import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/render';
import { workingInStore } from '../../../../tests/session-store';
import { ApiTab } from './ApiTab';

vi.mock('@qrlink/data/api-keys/list-api-keys', () => ({ listApiKeys: vi.fn() }));
vi.mock('@qrlink/data/teams/list-my-workspaces', () => ({ listMyWorkspaces: vi.fn() }));
vi.mock('@qrlink/data/api-keys/create-api-key', () => ({ createApiKey: vi.fn() }));
vi.mock('@qrlink/data/api-keys/revoke-api-key', () => ({ revokeApiKey: vi.fn() }));
vi.mock('@qrlink/data/api-keys/api-address', () => ({
  apiAddress: async () => ({
    base: 'https://qr.example/api/v1',
    openApi: 'https://qr.example/api/v1/openapi.json',
  }),
}));
vi.mock('@qrlink/data/webhooks/list-webhooks', () => ({ listWebhooks: vi.fn() }));
vi.mock('@qrlink/data/webhooks/create-webhook', () => ({ createWebhook: vi.fn() }));
vi.mock('@qrlink/data/webhooks/ping-webhook', () => ({ pingWebhook: vi.fn() }));
vi.mock('@qrlink/data/webhooks/delete-webhook', () => ({ deleteWebhook: vi.fn() }));
const { listApiKeys } = await import('@qrlink/data/api-keys/list-api-keys');
const { listMyWorkspaces } = await import('@qrlink/data/teams/list-my-workspaces');
const { createApiKey } = await import('@qrlink/data/api-keys/create-api-key');
const { revokeApiKey } = await import('@qrlink/data/api-keys/revoke-api-key');
const { listWebhooks } = await import('@qrlink/data/webhooks/list-webhooks');
const { createWebhook } = await import('@qrlink/data/webhooks/create-webhook');
const { pingWebhook } = await import('@qrlink/data/webhooks/ping-webhook');

const KEY = {
  id: 'k1',
  name: 'Loja',
  prefix: 'qrl_AbCd1234',
  scope: 'read_write' as const,
  rate_limit_per_minute: 60,
  created_at: '2026-05-01T12:00:00Z',
  last_used_at: null,
  revoked_at: null,
};

describe('ApiTab', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(listApiKeys).mockResolvedValue([KEY]);
    vi.mocked(listMyWorkspaces).mockResolvedValue([
      { id: 'w1', name: 'Pessoal', personal: true, role: 'owner' },
      { id: 'w2', name: 'Agência', personal: false, role: 'admin' },
      { id: 'w3', name: 'Franquia', personal: false, role: 'editor' },
    ]);
    vi.mocked(listWebhooks).mockResolvedValue({ webhooks: [], deliveries: [] });
  });

  it('points to the API and its OpenAPI document', async () => {
    renderWithProviders(<ApiTab />, { store: workingInStore('w1') });
    expect(await screen.findByText('https://qr.example/api/v1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'openapi.json' })).toHaveAttribute(
      'href',
      'https://qr.example/api/v1/openapi.json',
    );
  });

  it('shows a new key once, lists keys without them and revokes after confirming', async () => {
    vi.mocked(createApiKey).mockResolvedValue({ id: 'k2', name: 'CI', key: 'qrl_secret' });
    vi.mocked(revokeApiKey).mockResolvedValue();
    const { user } = renderWithProviders(<ApiTab />, { store: workingInStore('w2') });
    const keys = await screen.findByRole('region', { name: 'Chaves de API' });
    expect(await within(keys).findByText('qrl_AbCd1234…')).toBeInTheDocument();
    expect(listApiKeys).toHaveBeenCalledWith('w2');
    expect(within(keys).getByText(/As chaves de "Agência"/)).toBeInTheDocument();
    expect(within(keys).getByRole('cell', { name: 'Leitura e escrita' })).toBeInTheDocument();
    expect(within(keys).getByText('Nunca')).toBeInTheDocument();
    expect(within(keys).getByText('Ativa')).toBeInTheDocument();

    await user.type(within(keys).getByLabelText('Nome da chave'), 'CI');
    const permission = within(keys).getByRole('combobox', { name: 'Permissão' });
    await user.click(permission);
    const options = await waitFor(() =>
      document.getElementById(permission.getAttribute('aria-controls') ?? '')!,
    );
    await user.click(
      within(options).getByRole('option', { name: 'Somente leitura', hidden: true }),
    );
    await user.click(within(keys).getByRole('button', { name: 'Criar chave' }));
    expect(createApiKey).toHaveBeenCalledWith('CI', 'w2', 'read_only');
    expect(await screen.findByTestId('one-time-secret')).toHaveTextContent('qrl_secret');
    expect(within(keys).getByLabelText('Nome da chave')).toHaveValue('');

    await waitFor(() => expect(document.querySelector('.mantine-Modal-root')).not.toBeNull());
    await user.click(within(keys).getByRole('button', { name: 'Revogar a chave Loja' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revogar esta chave?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revogar' }));
    await waitFor(() => expect(revokeApiKey).toHaveBeenCalledWith('k1'));
  });

  it("tells an editor who manages the workspace's keys and webhooks, and lists none", async () => {
    renderWithProviders(<ApiTab />, { store: workingInStore('w3') });
    const keys = await screen.findByRole('region', { name: 'Chaves de API' });
    expect(
      await within(keys).findByText(
        'Só o proprietário e os administradores de "Franquia" gerenciam as chaves de API deste espaço de trabalho.',
      ),
    ).toBeInTheDocument();
    expect(within(keys).queryByLabelText('Nome da chave')).toBeNull();
    expect(listApiKeys).not.toHaveBeenCalled();
    const hooks = await screen.findByRole('region', { name: 'Webhooks' });
    expect(
      await within(hooks).findByText(
        'Só o proprietário e os administradores de "Franquia" gerenciam os webhooks deste espaço de trabalho.',
      ),
    ).toBeInTheDocument();
    expect(listWebhooks).not.toHaveBeenCalled();
  });

  it('adds a webhook, shows its secret once, tests it and lists deliveries', async () => {
    vi.mocked(listWebhooks).mockResolvedValue({
      webhooks: [{ id: 'w1', url: 'https://hooks.example/x', created_at: '2026-05-01T12:00:00Z' }],
      deliveries: [
        {
          id: 'd1',
          webhook_id: 'w1',
          event: 'scan.milestone',
          status: 'failed',
          attempts: 8,
          last_status: null,
          last_error: 'endereço não permitido (10.0.0.1)',
          next_attempt_at: '2026-05-01T12:00:00Z',
          delivered_at: null,
          created_at: '2026-05-01T12:00:00Z',
        },
      ],
    });
    vi.mocked(createWebhook).mockResolvedValue({
      id: 'w2',
      url: 'https://hooks.example/y',
      secret: 'whsec_segredo',
    });
    vi.mocked(pingWebhook).mockResolvedValue();
    const { user } = renderWithProviders(<ApiTab />, { store: workingInStore('w1') });
    const hooks = await screen.findByRole('region', { name: 'Webhooks' });
    expect(await within(hooks).findByText('https://hooks.example/x')).toBeInTheDocument();
    const log = within(hooks).getByRole('table', { name: 'Entregas recentes' });
    expect(within(log).getByText('Marco de scans')).toBeInTheDocument();
    expect(within(log).getByText('Falhou')).toBeInTheDocument();
    expect(within(log).getByText('endereço não permitido (10.0.0.1)')).toBeInTheDocument();

    await user.type(within(hooks).getByLabelText('URL do webhook'), 'https://hooks.example/y');
    await user.click(within(hooks).getByRole('button', { name: 'Adicionar webhook' }));
    expect(createWebhook).toHaveBeenCalledWith('https://hooks.example/y', 'w1');
    expect(listWebhooks).toHaveBeenCalledWith('w1');
    expect(await screen.findByTestId('one-time-secret')).toHaveTextContent('whsec_segredo');
    await user.click(within(hooks).getByRole('button', { name: 'Enviar teste' }));
    await waitFor(() => expect(pingWebhook).toHaveBeenCalledWith('w1'));
  });
});
