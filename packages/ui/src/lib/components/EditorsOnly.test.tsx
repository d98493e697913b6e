import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { workingInStore } from '../../../tests/session-store';
import { EditorsOnly } from './EditorsOnly';

vi.mock('@qrlink/data/teams/list-my-workspaces', () => ({ listMyWorkspaces: vi.fn() }));
const { listMyWorkspaces } = await import('@qrlink/data/teams/list-my-workspaces');

const render = (workspaceId: string) =>
  renderWithProviders(
    <EditorsOnly back={{ label: 'Ver os QR Codes', to: '/dashboard/my-qrs' }}>
      <p>O formulário</p>
    </EditorsOnly>,
    { store: workingInStore(workspaceId) },
  );

describe('EditorsOnly', () => {
  beforeEach(() => {
    vi.mocked(listMyWorkspaces).mockResolvedValue([
      { id: 'w1', name: 'Pessoal', personal: true, role: 'owner' },
      { id: 'w2', name: 'Agência', personal: false, role: 'editor' },
      { id: 'w3', name: 'Franquia', personal: false, role: 'viewer' },
    ]);
  });

  it('shows the form to an editor', async () => {
    render('w2');
    expect(await screen.findByText('O formulário')).toBeInTheDocument();
  });

  it('tells a Leitor they only read here, with a way back to the list', async () => {
    render('w3');
    expect(
      await screen.findByText(
        'Você é Leitor em "Franquia": pode ver os QR Codes, os links e as análises, mas não criar, editar nem excluir.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('O formulário')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver os QR Codes' })).toHaveAttribute(
      'href',
      '/dashboard/my-qrs',
    );
  });
});
