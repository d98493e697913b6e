import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/render';
import LandingPage from './landing';

vi.mock('@qrlink/data/plans/list-plans', () => ({ listPlans: vi.fn(async () => []) }));

describe('landing page', () => {
  it('has the calls to action, anchors, testimonials, FAQ and tools of the spec', async () => {
    const { container } = renderWithProviders(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /Conecte, Rastreie e Impressione/,
    );
    expect(screen.getByRole('link', { name: /Comece Grátis Agora/ })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Ver Funcionalidades' })).toHaveAttribute(
      'href',
      '/features',
    );
    expect(screen.getByRole('link', { name: 'Comece Agora - É Grátis!' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Ver todas as perguntas' })).toHaveAttribute(
      'href',
      '/faq',
    );
    expect(container.querySelector('#features')).not.toBeNull();
    expect(container.querySelector('#pricing')).not.toBeNull();

    // Six feature cards, three rated testimonials, five questions.
    const features = container.querySelector('#features');
    expect(features?.querySelectorAll('h3')).toHaveLength(6);
    expect(screen.getAllByRole('img', { name: /Avaliação: [1-5] de 5 estrelas/ })).toHaveLength(3);
    for (const question of [
      'O que é um QR Code dinâmico?',
      'Posso personalizar a aparência do meu QR Code?',
      'Como funciona o rastreamento de scans?',
      'O gerador de links do WhatsApp é gratuito?',
      'Preciso me cadastrar para usar?',
    ]) {
      // The questions are a deferred part (lib/deferred-part.tsx): they arrive a moment later.
      expect(await screen.findByRole('button', { name: question })).toBeInTheDocument();
    }

    for (const [name, to] of [
      ['Gerador de QR Code', '/tools/qr-code-generator'],
      ['Encurtador de Links', '/tools/short-link-generator'],
      ['Links de WhatsApp', '/tools/whatsapp-link-generator'],
      ['Gerador de vCard', '/tools/vcard-generator'],
    ]) {
      expect(screen.getByRole('link', { name: new RegExp(name as string) })).toHaveAttribute(
        'href',
        to,
      );
    }
  });

  it('shows a poster, and loads the video provider only when asked', async () => {
    const { user } = renderWithProviders(<LandingPage />);
    expect(screen.getByText('Conheça o QR Link em 1 minuto')).toBeInTheDocument();
    expect(screen.queryByTitle('Vídeo de apresentação do QR Link')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Conheça o QR Link em 1 minuto' }));
    expect(screen.getByTitle('Vídeo de apresentação do QR Link')).toHaveAttribute(
      'src',
      expect.stringContaining('autoplay=1&mute=1'),
    );
  });
});
