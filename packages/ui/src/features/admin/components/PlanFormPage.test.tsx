import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Plan } from '@qrlink/core/pricing/plan';
import { AppError } from '@qrlink/data/errors';
import { getPlan } from '@qrlink/data/plans/get-plan';
import { savePlan } from '@qrlink/data/plans/save-plan';
import { renderWithProviders } from '../../../../tests/render';
import { signedInStore } from '../../../../tests/session-store';
import { PlanFormPage } from './PlanFormPage';

vi.mock('@qrlink/data/plans/save-plan', () => ({ savePlan: vi.fn() }));
vi.mock('@qrlink/data/plans/get-plan', () => ({ getPlan: vi.fn() }));
const save = vi.mocked(savePlan);
const load = vi.mocked(getPlan);

const pro: Plan = {
  id: 'profissional',
  name: 'Profissional',
  description: 'Para pequenas empresas.',
  price: 49.9,
  price_yearly: 419.16,
  mercadopago_link: null,
  mercadopago_link_yearly: null,
  features: ['QR codes ilimitados'],
  popular: true,
  order: 2,
  icon: 'star',
};

function renderForm(route = '/admin/plans/new') {
  return renderWithProviders(<PlanFormPage />, {
    route,
    path: route.endsWith('/new') ? '/admin/plans/new' : '/admin/plans/edit/:planId',
    store: signedInStore(),
  });
}

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('PlanFormPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    save.mockReset();
    load.mockReset();
  });
  afterEach(() => notifications.clean());

  it('marks every broken rule and saves nothing', async () => {
    const { user } = renderForm();
    type(/ID do plano/, 'plano pro');
    type(/Recursos/, '["sem fim"');
    await user.click(screen.getByRole('button', { name: 'Criar plano' }));
    expect(await screen.findByText(/O ID do plano não pode conter espaços/)).toBeInTheDocument();
    expect(screen.getByText('O nome do plano é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('O preço é obrigatório.')).toBeInTheDocument();
    expect(
      screen.getByText("O campo 'Recursos' deve ser um JSON array válido."),
    ).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('previews the card as typed, offers the yearly price and creates the plan', async () => {
    save.mockResolvedValue('plano_pro');
    const { user, location } = renderForm();
    type(/ID do plano/, 'plano_pro');
    type(/^Nome/, 'Plano Pro');
    type(/Preço mensal/, '29,90');
    type(/Recursos/, '["Suporte prioritário"]');
    const preview = screen.getByTestId('plan-preview');
    await waitFor(() => expect(preview).toHaveTextContent('Plano Pro'));
    expect(preview).toHaveTextContent(/R\$\s29,90/);
    expect(preview).toHaveTextContent('Suporte prioritário');
    expect(screen.getByText(/Sugestão de preço anual: R\$\s251,16/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Usar sugestão' }));
    await user.click(screen.getByRole('button', { name: 'Criar plano' }));
    expect(await screen.findByText('Plano criado')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith(
      'create',
      expect.objectContaining({ id: 'plano_pro', price: 29.9, price_yearly: 251.16, order: 99 }),
    );
    await waitFor(() => expect(location()).toBe('/admin/plans'));
  });

  it('edits a plan with its id locked and shows the database refusal', async () => {
    load.mockResolvedValue(pro);
    save.mockRejectedValue(
      AppError.of('server_rule', { title: 'Erro ao salvar', message: 'Plano não encontrado.' }),
    );
    const { user } = renderForm('/admin/plans/edit/profissional');
    expect(await screen.findByLabelText(/ID do plano/)).toBeDisabled();
    expect(screen.getByLabelText(/ID do plano/)).toHaveValue('profissional');
    expect(screen.getByLabelText(/Preço mensal/)).toHaveValue('R$ 49,90');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Plano não encontrado.')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith('update', expect.objectContaining({ id: 'profissional' }));
  });

  it('goes back to the list when the plan cannot be loaded', async () => {
    load.mockRejectedValue(
      AppError.of('not_found', { title: 'Erro', message: 'Plano não encontrado.' }),
    );
    const { location } = renderForm('/admin/plans/edit/nao-existe');
    expect(await screen.findByText('Plano não encontrado.')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/plans'));
  });
});
