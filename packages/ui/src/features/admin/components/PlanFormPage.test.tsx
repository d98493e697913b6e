import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Plan } from '@qrlink/core/pricing/plan';
import { planFormSchema } from '@qrlink/core/validation/plan-form-schema';
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

/** The plan savePlan would write: it reads the form values with the same schema first. */
const savedPlan = () => planFormSchema.parse(save.mock.lastCall?.[1]);

/** Regex for an amount as the preview card prints it (a no-break space after R$). */
const shown = (amount: string) => new RegExp(`R\\$\\s${amount.replace(/\./g, '\\.')}(?!\\d)`);

// What an admin enters, and how the field reads it back once left.
const PRICES = [
  ['1.234,56', 'R$ 1.234,56'],
  ['29.90', 'R$ 29,90'],
  ['1234.56', 'R$ 1.234,56'],
  ['29,90', 'R$ 29,90'],
  ['1.234', 'R$ 1.234,00'],
  ['1.234,5', 'R$ 1.234,50'],
  ['R$ 1.234,56', 'R$ 1.234,56'],
  ['R$\u00a029.90', 'R$ 29,90'],
  ['1,234.56', 'R$ 1.234,56'],
] as const;

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
    expect(save).toHaveBeenCalledWith('create', expect.objectContaining({ id: 'plano_pro' }));
    expect(savedPlan()).toMatchObject({ price: 29.9, price_yearly: 251.16, order: 99 });
    await waitFor(() => expect(location()).toBe('/admin/plans'));
  });

  // One render per case: each keystroke re-renders the whole form in the test DOM (about 0.1 s), so a
  // loop over every case would make one long test that a busy machine could time out.
  it.each(PRICES)('reads a typed %s as %s', async (entered, tidy) => {
    const { user } = renderForm();
    const price = screen.getByLabelText(/Preço mensal/);
    await user.click(price);
    await user.keyboard(entered);
    expect(screen.getByTestId('plan-preview')).toHaveTextContent(shown(tidy.slice(3)));
    await user.tab();
    expect(price).toHaveValue(tidy);
  });

  it.each(PRICES)('reads a pasted %s as %s', async (entered, tidy) => {
    const { user } = renderForm();
    const price = screen.getByLabelText(/Preço mensal/);
    await user.click(price);
    await user.paste(entered);
    expect(screen.getByTestId('plan-preview')).toHaveTextContent(shown(tidy.slice(3)));
    await user.tab();
    expect(price).toHaveValue(tidy);
  });

  it('saves typed and pasted prices as entered, the yearly one too', async () => {
    save.mockResolvedValue('plano_pro');
    const { user } = renderForm();
    type(/ID do plano/, 'plano_pro');
    type(/^Nome/, 'Plano Pro');
    await user.type(screen.getByLabelText(/Preço mensal/), '1.234,56');
    await user.click(screen.getByLabelText(/Preço anual/));
    await user.paste('12345.67');
    await user.click(screen.getByRole('button', { name: 'Criar plano' }));
    expect(await screen.findByText('Plano criado')).toBeInTheDocument();
    expect(savedPlan()).toMatchObject({ price: 1234.56, price_yearly: 12345.67 });
  });

  it('keeps every visit by default, and saves the months a plan keeps', async () => {
    load.mockResolvedValue({ ...pro, visit_retention_months: 12 });
    save.mockResolvedValue('profissional');
    const { user } = renderForm('/admin/plans/edit/profissional');
    const months = await screen.findByLabelText(/Guardar visitas por/);
    expect(months).toHaveValue('12');
    await user.clear(months);
    await user.type(months, '1201');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(
      await screen.findByText(
        'Guarde as visitas de 1 a 1200 meses, ou deixe em branco para guardar todas.',
      ),
    ).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    await user.clear(months);
    await user.type(months, '24');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Plano atualizado')).toBeInTheDocument();
    expect(savedPlan()).toMatchObject({ id: 'profissional', visit_retention_months: 24 });
  });

  it('offers one workspace by default, and saves the workspaces, members and pages a plan allows', async () => {
    load.mockResolvedValue({ ...pro, max_workspaces: 3, max_seats: 5 });
    save.mockResolvedValue('profissional');
    const { user } = renderForm('/admin/plans/edit/profissional');
    const workspaces = await screen.findByLabelText(/Espaços de trabalho por conta/);
    expect(workspaces).toHaveValue('3');
    await user.clear(workspaces);
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(
      await screen.findByText('Permita de 1 a 1000 espaços de trabalho por conta.'),
    ).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    await user.type(workspaces, '10');
    const seats = screen.getByLabelText(/Membros por espaço de trabalho/);
    expect(seats).toHaveValue('5');
    await user.clear(seats);
    await user.type(seats, '20');
    const pages = screen.getByLabelText(/Páginas por espaço de trabalho/);
    expect(pages).toHaveValue('1');
    await user.clear(pages);
    await user.type(pages, '0');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Plano atualizado')).toBeInTheDocument();
    expect(savedPlan()).toMatchObject({
      id: 'profissional',
      max_workspaces: 10,
      max_seats: 20,
      max_pages: 0,
    });
  });

  it('refuses a price it cannot read, and keeps what was entered', async () => {
    const { user } = renderForm();
    type(/ID do plano/, 'plano_pro');
    type(/^Nome/, 'Plano Pro');
    const price = screen.getByLabelText(/Preço mensal/);
    await user.click(price);
    await user.paste('vinte reais');
    await user.click(screen.getByLabelText(/Preço anual/));
    await user.paste('9,999');
    await user.click(screen.getByRole('button', { name: 'Criar plano' }));
    expect(
      await screen.findByText(
        'O preço deve ser um número maior ou igual a zero, com até 2 casas decimais.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'O preço anual deve ser um número maior ou igual a zero, com até 2 casas decimais.',
      ),
    ).toBeInTheDocument();
    expect(price).toHaveValue('vinte reais');
    expect(screen.getByLabelText(/Preço anual/)).toHaveValue('9,999');
    expect(save).not.toHaveBeenCalled();
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
