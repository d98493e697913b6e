import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@qrlink/data/errors';
import { renderWithProviders } from '../../../../tests/render';
import { CONTACT_SENT, ContactForm } from './ContactForm';

vi.mock('@qrlink/data/contact/send-contact-message', () => ({ sendContactMessage: vi.fn() }));
const { sendContactMessage } = await import('@qrlink/data/contact/send-contact-message');

async function fillIn(view: ReturnType<typeof renderWithProviders>) {
  await view.user.type(screen.getByLabelText(/Nome/), 'Ana');
  await view.user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
  await view.user.type(screen.getByLabelText(/Assunto/), 'Dúvida & plano');
  await view.user.type(screen.getByLabelText(/Mensagem/), 'Olá!');
  await view.user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
}

describe('ContactForm', () => {
  beforeEach(() => {
    vi.mocked(sendContactMessage).mockReset();
  });

  it('requires name, e-mail, subject and message', async () => {
    const view = renderWithProviders(<ContactForm />);
    await view.user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect((await screen.findAllByText('Informe seu nome.')).length).toBeGreaterThan(0);
    expect(screen.getByText('Informe seu e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Informe o assunto.')).toBeInTheDocument();
    expect(screen.getByText('Escreva sua mensagem.')).toBeInTheDocument();
    expect(sendContactMessage).not.toHaveBeenCalled();
  });

  it('caps each field at the length the server accepts', () => {
    renderWithProviders(<ContactForm />);
    expect(screen.getByLabelText(/Nome/)).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText(/Mensagem/)).toHaveAttribute('maxlength', '5000');
  });

  it('sends through the server, busy while sending, then offers to send another', async () => {
    let finish: () => void = () => {};
    vi.mocked(sendContactMessage).mockImplementation(
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    const toast = vi.spyOn(notifications, 'show');
    const view = renderWithProviders(<ContactForm />);
    await fillIn(view);

    expect(await screen.findByRole('button', { name: 'Enviando...' })).toBeDisabled();
    expect(vi.mocked(sendContactMessage).mock.calls[0]?.[0]).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'Dúvida & plano',
      message: 'Olá!',
    });
    finish();

    const another = await screen.findByRole('button', { name: 'Enviar outra mensagem' });
    expect(screen.getAllByText(CONTACT_SENT.message).length).toBeGreaterThan(0);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'green', title: CONTACT_SENT.title, autoClose: 7000 }),
    );
    expect(screen.queryByRole('link', { name: /e-mail/i })).not.toBeInTheDocument();
    await view.user.click(another);
    expect(screen.getByLabelText(/Nome/)).toHaveValue('');
  });

  it('toasts the pt-BR error and keeps what was typed', async () => {
    vi.mocked(sendContactMessage).mockRejectedValue(
      new AppError(
        'rate_limited',
        'Erro ao enviar mensagem',
        'Você enviou muitas mensagens em pouco tempo. Tente novamente mais tarde.',
      ),
    );
    const view = renderWithProviders(<ContactForm />);
    await fillIn(view);

    expect(
      await screen.findByText(
        'Você enviou muitas mensagens em pouco tempo. Tente novamente mais tarde.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Assunto/)).toHaveValue('Dúvida & plano');
    expect(screen.getByRole('button', { name: 'Enviar mensagem' })).toBeEnabled();
  });
});
