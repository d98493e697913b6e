// 'Modelos de design': save the current design under a name, list, apply, delete (confirmed);
// loading, empty and error states; visitors are invited to sign in.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_QR_DESIGN, type QrDesign } from '@qrlink/core/qr/design/qr-design';
import { AppError } from '@qrlink/data/errors';
import { deleteQrTemplate } from '@qrlink/data/qr-templates/delete-qr-template';
import { listQrTemplates } from '@qrlink/data/qr-templates/list-qr-templates';
import { saveQrTemplate } from '@qrlink/data/qr-templates/save-qr-template';
import type * as SaveTemplateModule from '@qrlink/data/qr-templates/save-qr-template';
import { createQrCode } from '@qrlink/data/qr-codes/create-qr-code';
import { renderWithProviders } from '../../../../tests/render';
import {
  cleanNotifications,
  mockCanvas,
  sessionStore,
  TEST_USER,
} from '../shared/testing/test-helpers';
import QrGeneratorPage from './QrGeneratorPage';
import { chooseOption, fieldInput, openSection } from './testing/studio-test-helpers';

vi.mock('@qrlink/data/qr-templates/list-qr-templates', () => ({ listQrTemplates: vi.fn() }));
vi.mock('@qrlink/data/qr-templates/save-qr-template', async (importOriginal) => ({
  ...(await importOriginal<typeof SaveTemplateModule>()),
  saveQrTemplate: vi.fn(),
}));
vi.mock('@qrlink/data/qr-templates/delete-qr-template', () => ({ deleteQrTemplate: vi.fn() }));
vi.mock('@qrlink/data/qr-codes/create-qr-code', () => ({ createQrCode: vi.fn() }));
const list = vi.mocked(listQrTemplates);
const save = vi.mocked(saveQrTemplate);
const remove = vi.mocked(deleteQrTemplate);
const create = vi.mocked(createQrCode);

const CARDAPIO: QrDesign = {
  ...DEFAULT_QR_DESIGN,
  modules: { shape: 'classy', fill: { type: 'solid', color: '#2f9e44' } },
  frame: { ...DEFAULT_QR_DESIGN.frame, style: 'square', text: 'Cardápio' },
};

async function renderTemplates(signedIn = true) {
  const rendered = renderWithProviders(<QrGeneratorPage />, {
    route: '/tools/qr-code-generator',
    store: sessionStore(signedIn),
  });
  await openSection(rendered.user, 'Modelos de design');
  return rendered;
}

describe('QR studio templates', { timeout: 30_000 }, () => {
  beforeEach(() => {
    mockCanvas();
    for (const fn of [list, save, remove, create]) fn.mockReset();
    list.mockResolvedValue([
      { id: 't1', name: 'Cardápio verde', design: CARDAPIO, updatedAt: '2026-11-25T10:00:00Z' },
    ]);
    create.mockResolvedValue({ id: 'novo' });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    cleanNotifications();
  });

  it('applies a template to the design being edited', async () => {
    const { user } = await renderTemplates();
    const templates = await screen.findByRole('list', { name: 'Seus modelos' });
    expect(within(templates).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveBeenCalledWith(TEST_USER.id, undefined);
    await user.click(screen.getByRole('button', { name: 'Aplicar o modelo Cardápio verde' }));
    expect(await screen.findByText('Design "Cardápio verde" aplicado.')).toBeInTheDocument();
    await openSection(user, 'Design');
    expect(fieldInput('Formato dos módulos')).toHaveDisplayValue('Elegante');
    expect(fieldInput('Cor do QR Code')).toHaveValue('#2f9e44');
    await user.click(screen.getByRole('button', { name: 'Salvar QR Code' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]?.[0].design).toEqual(CARDAPIO);
  });

  it('saves the current design under a name', async () => {
    save.mockResolvedValue({ id: 't2' });
    const { user } = await renderTemplates();
    const button = screen.getByRole('button', { name: 'Salvar como modelo' });
    expect(button).toBeDisabled();
    await openSection(user, 'Design');
    await chooseOption(user, 'Formato dos módulos', 'Pontos');
    await user.type(screen.getByLabelText('Nome do modelo'), 'Promo de verão');
    await user.click(button);
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({
      userId: TEST_USER.id,
      name: 'Promo de verão',
      design: { ...DEFAULT_QR_DESIGN, modules: { ...DEFAULT_QR_DESIGN.modules, shape: 'dots' } },
    });
    expect(await screen.findByText('Modelo salvo!')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome do modelo')).toHaveValue('');
    // The list is read again with the new template.
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it('shows why a template was not saved', async () => {
    save.mockRejectedValue(
      new AppError(
        'conflict',
        'Erro ao salvar modelo',
        'Já existe um modelo com este nome. Escolha outro nome.',
      ),
    );
    const { user } = await renderTemplates();
    await user.type(screen.getByLabelText('Nome do modelo'), 'Cardápio verde{Enter}');
    expect(
      await screen.findByText('Já existe um modelo com este nome. Escolha outro nome.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Nome do modelo')).toHaveValue('Cardápio verde');
  });

  it('deletes a template only after confirmation', async () => {
    remove.mockResolvedValue(undefined);
    const { user } = await renderTemplates();
    await user.click(
      await screen.findByRole('button', { name: 'Excluir o modelo Cardápio verde' }),
    );
    expect(await screen.findByText('Excluir modelo?')).toBeInTheDocument();
    expect(
      screen.getByText(/O modelo "Cardápio verde" será excluído. Os QR Codes que já usam/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Excluir o modelo Cardápio verde' }));
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('t1'));
    expect(await screen.findByText('Modelo excluído.')).toBeInTheDocument();
  });

  it('shows the empty, loading and error states', async () => {
    let answer: (templates: Awaited<ReturnType<typeof listQrTemplates>>) => void = () => {};
    list.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await renderTemplates();
    expect(screen.getByText('Carregando modelos...')).toBeInTheDocument();
    answer([]);
    expect(
      await screen.findByText('Nenhum modelo salvo ainda. Salve o design atual para reutilizá-lo.'),
    ).toBeInTheDocument();
  });

  it('offers to try again when the list fails', async () => {
    list.mockRejectedValueOnce(
      new AppError(
        'unknown',
        'Erro ao carregar modelos',
        'Não foi possível carregar seus modelos.',
      ),
    );
    const { user } = await renderTemplates();
    expect(await screen.findByText('Não foi possível carregar seus modelos.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(
      await screen.findByRole('button', { name: 'Aplicar o modelo Cardápio verde' }),
    ).toBeVisible();
  });

  it('invites visitors to sign in to keep templates', async () => {
    await renderTemplates(false);
    expect(
      screen.getByText('Entre na sua conta para salvar seus designs como modelos e reutilizá-los.'),
    ).toBeInTheDocument();
    expect(list).not.toHaveBeenCalled();
  });
});
