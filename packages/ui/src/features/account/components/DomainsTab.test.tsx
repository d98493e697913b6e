import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@qrlink/core/validation/messages';
import type { CustomDomain } from '@qrlink/data/domains/list-custom-domains';
import { AppError } from '@qrlink/data/errors';
import { setPlatform } from '@/lib/platform/platform';
import { renderWithProviders } from '../../../../tests/render';
import { workingInStore } from '../../../../tests/session-store';
import { DomainsTab } from './DomainsTab';

vi.mock('@qrlink/data/domains/list-custom-domains', () => ({ listCustomDomains: vi.fn() }));
vi.mock('@qrlink/data/domains/add-custom-domain', () => ({ addCustomDomain: vi.fn() }));
vi.mock('@qrlink/data/domains/verify-custom-domain', () => ({ verifyCustomDomain: vi.fn() }));
vi.mock('@qrlink/data/domains/update-domain-root', () => ({ updateDomainRoot: vi.fn() }));
vi.mock('@qrlink/data/domains/remove-custom-domain', () => ({ removeCustomDomain: vi.fn() }));
vi.mock('@qrlink/data/teams/list-my-workspaces', () => ({ listMyWorkspaces: vi.fn() }));
const { listCustomDomains } = await import('@qrlink/data/domains/list-custom-domains');
const { addCustomDomain } = await import('@qrlink/data/domains/add-custom-domain');
const { verifyCustomDomain } = await import('@qrlink/data/domains/verify-custom-domain');
const { updateDomainRoot } = await import('@qrlink/data/domains/update-domain-root');
const { removeCustomDomain } = await import('@qrlink/data/domains/remove-custom-domain');
const { listMyWorkspaces } = await import('@qrlink/data/teams/list-my-workspaces');

const HOST = 'links.minhaloja.com.br';
const PENDING: CustomDomain = {
  id: 'd1',
  hostname: HOST,
  verification_token: 'abc123',
  verified_at: null,
  checked_at: null,
  check_problem: null,
  root_url: null,
  created_at: '2026-12-05T12:00:00Z',
};
const VERIFIED: CustomDomain = {
  ...PENDING,
  id: 'd2',
  hostname: 'qr.minhaloja.com.br',
  verified_at: '2026-12-05T13:00:00Z',
  checked_at: '2026-12-05T13:00:00Z',
  root_url: 'https://minhaloja.com.br',
};

const render = (workspaceId = 'w2') =>
  renderWithProviders(<DomainsTab />, { store: workingInStore(workspaceId) });

let restorePlatform: () => void;

describe('DomainsTab', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(listCustomDomains).mockResolvedValue([]);
    vi.mocked(listMyWorkspaces).mockResolvedValue([
      { id: 'w1', name: 'Pessoal', personal: true, role: 'owner' },
      { id: 'w2', name: 'Loja', personal: false, role: 'editor' },
      { id: 'w3', name: 'Franquia', personal: false, role: 'viewer' },
    ]);
    restorePlatform = setPlatform({
      kind: 'web',
      saveFile: vi.fn(),
      publicOrigin: async () => 'https://qr.example:8443',
      provisionalOrigin: () => 'https://qr.example:8443',
      desktop: null,
    });
  });
  afterEach(() => {
    restorePlatform();
    notifications.clean();
  });

  it("says when the workspace has no domain yet, and lists the workspace's", async () => {
    render();
    expect(await screen.findByText('Nenhum domínio ainda.')).toBeInTheDocument();
    expect(listCustomDomains).toHaveBeenCalledWith('w2');
    expect(screen.getByRole('heading', { name: 'Domínios próprios' })).toBeInTheDocument();
  });

  it('offers a retry when the list fails', async () => {
    vi.mocked(listCustomDomains).mockRejectedValueOnce(
      AppError.of('network', { title: 'Erro', message: 'Sem conexão.' }),
    );
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Tentar Novamente' }));
    expect(await screen.findByText('Nenhum domínio ainda.')).toBeInTheDocument();
  });

  it('refuses a malformed domain without asking the server, and adds a parsed one', async () => {
    vi.mocked(addCustomDomain).mockResolvedValue(PENDING);
    const { user } = render();
    await screen.findByText('Nenhum domínio ainda.');
    const field = screen.getByLabelText('Domínio');
    await user.type(field, 'minhaloja');
    await user.click(screen.getByRole('button', { name: 'Adicionar domínio' }));
    expect(await screen.findByText(MESSAGES.domainInvalid.message)).toBeInTheDocument();
    expect(addCustomDomain).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, 'https://Links.MinhaLoja.com.br/');
    vi.mocked(listCustomDomains).mockResolvedValue([PENDING]);
    await user.click(screen.getByRole('button', { name: 'Adicionar domínio' }));
    await waitFor(() =>
      expect(addCustomDomain).toHaveBeenCalledWith({
        userId: 'u1',
        workspaceId: 'w2',
        hostname: HOST,
      }),
    );
    expect(await screen.findByRole('region', { name: HOST })).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it("shows the server's refusal under the field", async () => {
    const limit =
      'O plano deste espaço de trabalho não inclui domínios próprios. Faça upgrade do plano.';
    vi.mocked(addCustomDomain).mockRejectedValue(
      new AppError('server_rule', 'Erro ao adicionar domínio', limit),
    );
    const { user } = render();
    await screen.findByText('Nenhum domínio ainda.');
    await user.type(screen.getByLabelText('Domínio'), HOST);
    await user.click(screen.getByRole('button', { name: 'Adicionar domínio' }));
    expect(await screen.findByText(limit)).toBeInTheDocument();
    expect(screen.getByLabelText('Domínio')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a pending domain its two DNS records, and what a check found', async () => {
    const problem = `Nenhum registro TXT encontrado em _qrlink.${HOST}. A propagação do DNS pode levar algumas horas.`;
    vi.mocked(listCustomDomains).mockResolvedValue([PENDING]);
    vi.mocked(verifyCustomDomain).mockResolvedValue({ verified: false, problem });
    const { user } = render();
    const card = await screen.findByRole('region', { name: HOST });
    expect(within(card).getByText('Aguardando verificação')).toBeInTheDocument();
    expect(within(card).getByText('Registro CNAME')).toBeInTheDocument();
    // The card's heading and the CNAME's name.
    expect(within(card).getAllByText(HOST)).toHaveLength(2);
    expect(await within(card).findByText('qr.example')).toBeInTheDocument();
    expect(within(card).getByText('Registro TXT')).toBeInTheDocument();
    expect(within(card).getByText(`_qrlink.${HOST}`)).toBeInTheDocument();
    expect(within(card).getByText('qrlink-verify=abc123')).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Copiar o valor do registro TXT' }),
    ).toBeInTheDocument();
    expect(within(card).getByText('Ainda não verificado.')).toBeInTheDocument();

    await user.click(
      within(card).getByRole('button', { name: `Verificar agora o domínio ${HOST}` }),
    );
    expect(verifyCustomDomain).toHaveBeenCalledWith('d1');
    expect(await screen.findByText(problem)).toBeInTheDocument();
  });

  it('says when a check verified the domain', async () => {
    vi.mocked(listCustomDomains).mockResolvedValue([PENDING]);
    vi.mocked(verifyCustomDomain).mockResolvedValue({ verified: true, problem: null });
    const { user } = render();
    const card = await screen.findByRole('region', { name: HOST });
    await user.click(within(card).getByRole('button', { name: /Verificar agora/ }));
    expect(await screen.findByText('Domínio verificado!')).toBeInTheDocument();
  });

  it('lets an editor set where the root of a verified domain leads', async () => {
    vi.mocked(listCustomDomains).mockResolvedValue([VERIFIED]);
    vi.mocked(updateDomainRoot).mockResolvedValue({ ...VERIFIED, root_url: null });
    const { user } = render();
    const card = await screen.findByRole('region', { name: VERIFIED.hostname });
    expect(within(card).getByText('Verificado')).toBeInTheDocument();
    expect(within(card).queryByText('Registro TXT')).toBeNull();
    const root = within(card).getByLabelText('Endereço da raiz');
    expect(root).toHaveValue('https://minhaloja.com.br');
    await user.clear(root);
    await user.click(
      within(card).getByRole('button', {
        name: `Salvar o endereço da raiz de ${VERIFIED.hostname}`,
      }),
    );
    await waitFor(() => expect(updateDomainRoot).toHaveBeenCalledWith('d2', ''));
    expect(await screen.findByText('Endereço da raiz salvo')).toBeInTheDocument();
  });

  it('removes a domain only after confirming, and shows why one in use stays', async () => {
    const inUse =
      'Este domínio ainda é usado por 2 código(s). Troque o domínio deles antes de removê-lo.';
    vi.mocked(listCustomDomains).mockResolvedValue([PENDING]);
    vi.mocked(removeCustomDomain).mockRejectedValue(
      new AppError('server_rule', 'Erro ao remover domínio', inUse),
    );
    const { user } = render();
    const card = await screen.findByRole('region', { name: HOST });
    await waitFor(() => expect(document.querySelector('.mantine-Modal-root')).not.toBeNull());
    await user.click(within(card).getByRole('button', { name: `Remover ${HOST}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover este domínio?' });
    expect(removeCustomDomain).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(removeCustomDomain).toHaveBeenCalledWith('d1'));
    expect(await screen.findByText(inUse)).toBeInTheDocument();
  });

  it('shows a Leitor the domains without adding, saving or removing', async () => {
    vi.mocked(listCustomDomains).mockResolvedValue([VERIFIED]);
    render('w3');
    const card = await screen.findByRole('region', { name: VERIFIED.hostname });
    await waitFor(() => expect(screen.queryByLabelText('Domínio')).toBeNull());
    expect(within(card).getByLabelText('Endereço da raiz')).toHaveAttribute('readonly');
    expect(within(card).queryByRole('button', { name: /Salvar|Remover/ })).toBeNull();
  });
});
