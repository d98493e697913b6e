import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/render';
import { cleanNotifications, mockCanvas } from '../shared/testing/test-helpers';
import WhatsAppToolPage from './WhatsAppToolPage';

function renderPage() {
  return renderWithProviders(<WhatsAppToolPage />);
}

function typeInto(element: HTMLElement, value: string) {
  fireEvent.change(element, { target: { value } });
}

function messageBox() {
  return screen.getByLabelText('Mensagem (opcional)') as HTMLTextAreaElement;
}

// The machine is shared: the generous timeout keeps slow runs from failing spuriously.
describe('WhatsAppToolPage', { timeout: 20_000 }, () => {
  let canvas: ReturnType<typeof mockCanvas>;
  beforeEach(() => {
    canvas = mockCanvas();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    cleanNotifications();
  });

  it('asks for the phone number before generating', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Gerar Link' }));
    expect(
      (await screen.findAllByText('Por favor, insira um número de telefone.')).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByTestId('whatsapp-link')).not.toBeInTheDocument();
  });

  it('refuses a number that cannot exist in the chosen country', async () => {
    const { user } = renderPage();
    // A São Paulo mobile typed without its leading 9.
    typeInto(screen.getByLabelText(/Número de telefone/), '(11) 8765-4321');
    await user.click(screen.getByRole('button', { name: 'Gerar Link' }));
    expect(
      (
        await screen.findAllByText(
          'Este número não existe no país selecionado. Confira o DDD e os dígitos.',
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByTestId('whatsapp-link')).not.toBeInTheDocument();
  });

  it('builds the wa.me link with +55 by default, digits only and the encoded message', async () => {
    const { user } = renderPage();
    typeInto(screen.getByLabelText(/Número de telefone/), '(11) 98765-4321');
    typeInto(messageBox(), 'Olá, tudo bem?');
    await user.click(screen.getByRole('button', { name: 'Gerar Link' }));
    const expected = 'https://wa.me/5511987654321?text=Ol%C3%A1%2C%20tudo%20bem%3F';
    expect(await screen.findByTestId('whatsapp-link')).toHaveAttribute('href', expected);
    expect(screen.getByTestId('whatsapp-link')).toHaveTextContent(expected);
    // The QR code of the link is drawn and can be downloaded.
    expect(canvas.ctx.fillRect).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Baixar PNG' })).toBeInTheDocument();
  });

  it('wraps the selected words in the chosen marker and keeps them selected', async () => {
    const { user } = renderPage();
    typeInto(messageBox(), 'Olá mundo');
    messageBox().setSelectionRange(4, 9);
    await user.click(screen.getByRole('button', { name: 'Negrito' }));
    expect(messageBox()).toHaveValue('Olá *mundo*');
    expect(messageBox().selectionStart).toBe(5);
    expect(messageBox().selectionEnd).toBe(10);

    await user.click(screen.getByRole('button', { name: 'Itálico' }));
    expect(messageBox()).toHaveValue('Olá *_mundo_*');
    messageBox().setSelectionRange(0, 3);
    await user.click(screen.getByRole('button', { name: 'Monoespaçado' }));
    expect(messageBox()).toHaveValue('```Olá``` *_mundo_*');
    messageBox().setSelectionRange(3, 6);
    await user.click(screen.getByRole('button', { name: 'Tachado' }));
    expect(messageBox()).toHaveValue('```~Olá~``` *_mundo_*');
  });

  it('formats from the keyboard with Ctrl+Shift+B', async () => {
    const { user } = renderPage();
    typeInto(messageBox(), 'Olá mundo');
    messageBox().setSelectionRange(0, 3);
    messageBox().focus();
    await user.keyboard('{Control>}{Shift>}b{/Shift}{/Control}');
    expect(messageBox()).toHaveValue('*Olá* mundo');
  });

  it('says a selection is needed when nothing is selected', async () => {
    const { user } = renderPage();
    typeInto(messageBox(), 'Olá mundo');
    messageBox().setSelectionRange(3, 3);
    await user.click(screen.getByRole('button', { name: 'Negrito' }));
    expect(await screen.findByText('Seleção Necessária')).toBeInTheDocument();
    expect(messageBox()).toHaveValue('Olá mundo');
  });

  it('previews the message as a bubble or the link itself', async () => {
    const { user } = renderPage();
    typeInto(screen.getByLabelText(/Número de telefone/), '11 3333-4444');
    typeInto(messageBox(), 'Oi!');
    expect(screen.getByTestId('whatsapp-preview')).toHaveTextContent('Oi!');
    await user.click(screen.getByText('Link'));
    expect(screen.getByTestId('whatsapp-preview')).toHaveTextContent(
      'https://wa.me/551133334444?text=Oi!',
    );
  });

  it('renders the formatting in the message bubble like WhatsApp does', () => {
    renderPage();
    typeInto(messageBox(), 'Oi *Ana*, veja _isto_ ~não~ ```code``` e * solto *');
    const bubble = screen.getByTestId('whatsapp-preview');
    expect(bubble.querySelector('strong')).toHaveTextContent('Ana');
    expect(bubble.querySelector('em')).toHaveTextContent('isto');
    expect(bubble.querySelector('s')).toHaveTextContent('não');
    expect(bubble.querySelector('code')).toHaveTextContent('code');
    expect(bubble).toHaveTextContent('e * solto *');
    expect(bubble.querySelectorAll('strong')).toHaveLength(1);
  });

  it('shows the custom link and emoji as coming soon, disabled', () => {
    renderPage();
    expect(screen.getByPlaceholderText('minha-loja')).toBeDisabled();
    expect(screen.getByRole('button', { name: /Emoji \(em breve\)/ })).toBeDisabled();
  });
});
