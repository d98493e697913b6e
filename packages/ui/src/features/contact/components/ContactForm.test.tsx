import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/render';
import { SUPPORT_EMAIL } from '../../../content/support';
import { ContactForm } from './ContactForm';

describe('ContactForm', () => {
  it('requires name, e-mail, subject and message', async () => {
    const view = renderWithProviders(<ContactForm />);
    await view.user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect((await screen.findAllByText('Informe seu nome.')).length).toBeGreaterThan(0);
    expect(screen.getByText('Informe seu e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Informe o assunto.')).toBeInTheDocument();
    expect(screen.getByText('Escreva sua mensagem.')).toBeInTheDocument();
  });

  it('prepares the message for support, then offers to send another', async () => {
    const view = renderWithProviders(<ContactForm />);
    await view.user.type(screen.getByLabelText(/Nome/), 'Ana');
    await view.user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await view.user.type(screen.getByLabelText(/Assunto/), 'Dúvida & plano');
    await view.user.type(screen.getByLabelText(/Mensagem/), 'Olá!');
    await view.user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));

    expect(await screen.findByText('Mensagem pronta!')).toBeInTheDocument();
    const mail = screen.getByRole('link', { name: 'Abrir no meu e-mail' });
    const target = new URL(mail.getAttribute('href') ?? '');
    expect(target.protocol).toBe('mailto:');
    expect(target.pathname).toBe(SUPPORT_EMAIL);
    expect(target.searchParams.get('subject')).toBe('Dúvida & plano');
    expect(target.searchParams.get('body')).toContain('Ana <ana@example.com>');

    await view.user.click(screen.getByRole('button', { name: 'Enviar outra mensagem' }));
    expect(screen.getByLabelText(/Nome/)).toHaveValue('');
  });
});
