import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getClient, type ClientDetail } from '@qrlink/data/admin/get-client';
import { removeTwoFactor } from '@qrlink/data/admin/remove-two-factor';
import { AppError } from '@qrlink/data/errors';
import { renderWithProviders } from '../../../../tests/render';
import { signedInStore } from '../../../../tests/session-store';
import { ClientEditPage } from './ClientEditPage';

vi.mock('@qrlink/data/admin/get-client', () => ({ getClient: vi.fn() }));
vi.mock('@qrlink/data/admin/remove-two-factor', () => ({ removeTwoFactor: vi.fn() }));
const load = vi.mocked(getClient);
const remove = vi.mocked(removeTwoFactor);

const ID = '6f1c1f0e-0000-4000-8000-000000000003';
const CLIENT: ClientDetail = {
  id: ID,
  full_name: 'Ana Sem Celular',
  email: 'ana@example.com',
  role: 'user',
  plan_id: 'free_plan',
  plan_name: 'Gratuito',
  created_at: '2026-11-20T09:00:00Z',
  two_factor: true,
  workspaces: [
    { id: 'w1', name: 'Pessoal', personal: true, role: 'owner', members: 1 },
    { id: 'w2', name: 'Agência Sul', personal: false, role: 'editor', members: 4 },
  ],
};
const SECTION = 'Verificação em duas etapas';
const OPEN = 'Remover verificação em duas etapas';
const TITLE = 'Remover verificação em duas etapas?';

const render = () =>
  renderWithProviders(<ClientEditPage />, {
    route: `/admin/clients/edit/${ID}`,
    path: '/admin/clients/edit/:clientId',
    store: signedInStore(),
  });

describe('Editar Cliente: verificação em duas etapas', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    load.mockResolvedValue(CLIENT);
  });
  afterEach(() => notifications.clean());

  it('shows the section only to a client who signs in with a code', async () => {
    load.mockResolvedValue({ ...CLIENT, two_factor: false });
    render();
    expect(await screen.findByDisplayValue('Ana Sem Celular')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: SECTION })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: OPEN })).not.toBeInTheDocument();
  });

  it('removes it with the reason it asks for, then tells so', async () => {
    remove.mockResolvedValue();
    const { user } = render();
    const section = (await screen.findByRole('heading', { name: SECTION })).closest('section')!;
    expect(
      within(section).getByText('Este cliente entra com um código do aplicativo autenticador.'),
    ).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: OPEN }));
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(
      within(dialog).getByText(
        'O cliente poderá entrar só com a senha e deverá ativar a verificação de novo em Configurações > Segurança. Todas as sessões dele serão encerradas.',
      ),
    ).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Remover' });
    // Red 9 for its contrast with white (the theme's red is below WCAG AA).
    expect(confirm.getAttribute('style')).toContain('--mantine-color-red-9');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    await user.click(confirm);
    expect(await within(dialog).findByText('Informe o motivo.')).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();

    // Read again after the removal: the client no longer uses it.
    load.mockResolvedValue({ ...CLIENT, two_factor: false });
    await user.type(within(dialog).getByRole('textbox', { name: /^Motivo/ }), 'Perdeu o celular');
    await user.click(confirm);
    expect(await screen.findByText('Verificação em duas etapas removida')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith(
      { userId: ID, reason: 'Perdeu o celular' },
      expect.anything(),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: SECTION })).not.toBeInTheDocument();
    expect(load.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it("shows the database's refusal in the modal, and forgets it once closed", async () => {
    const message = 'Para desativar a sua, use Configurações > Segurança.';
    remove.mockRejectedValue(
      AppError.of('server_rule', { title: 'Erro ao remover a verificação', message }),
    );
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: OPEN }));
    let dialog = await screen.findByRole('dialog', { name: TITLE });
    await user.type(within(dialog).getByRole('textbox', { name: /^Motivo/ }), 'Teste');
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
    expect(screen.queryByText('Verificação em duas etapas removida')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: OPEN }));
    dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: SECTION })).toBeInTheDocument();
  });
});

describe('Editar Cliente: espaços de trabalho', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it("lists the client's workspaces with their role in each and the members", async () => {
    load.mockResolvedValue(CLIENT);
    render();
    const section = await screen.findByRole('region', { name: 'Espaços de trabalho' });
    const rows = within(section).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'PessoalPessoalProprietário1',
      'Agência SulEditor4',
    ]);
  });

  it('says so when the client is in none', async () => {
    load.mockResolvedValue({ ...CLIENT, workspaces: [] });
    render();
    expect(
      await screen.findByText('Este cliente não participa de nenhum espaço de trabalho.'),
    ).toBeInTheDocument();
  });
});
