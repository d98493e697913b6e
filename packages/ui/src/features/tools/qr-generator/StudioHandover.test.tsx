// The WhatsApp and vCard tools' 'Personalizar QR Code': their result opens in the QR studio as
// its content, ready to be designed.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../../../tests/render';
import { cleanNotifications, mockCanvas } from '../shared/testing/test-helpers';
import VCardToolPage from '../vcard/VCardToolPage';
import WhatsAppToolPage from '../whatsapp/WhatsAppToolPage';
import QrGeneratorPage from './QrGeneratorPage';
import { fieldInput } from './testing/studio-test-helpers';

function renderTools(start: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/tools/whatsapp-link-generator" element={<WhatsAppToolPage />} />
      <Route path="/tools/vcard-generator" element={<VCardToolPage />} />
      <Route path="/tools/qr-code-generator" element={<QrGeneratorPage />} />
    </Routes>,
    { route: start },
  );
}

describe('opening a tool result in the QR studio', { timeout: 30_000 }, () => {
  beforeEach(() => {
    mockCanvas();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    cleanNotifications();
  });

  it('takes a WhatsApp link with its message', async () => {
    const { user, location } = renderTools('/tools/whatsapp-link-generator');
    fireEvent.change(screen.getByLabelText(/Número de telefone/), {
      target: { value: '(21) 99876-5432' },
    });
    fireEvent.change(screen.getByLabelText('Mensagem (opcional)'), {
      target: { value: 'Quero um orçamento' },
    });
    await user.click(screen.getByRole('button', { name: 'Gerar Link' }));
    const open = await screen.findByRole('link', { name: 'Personalizar QR Code' });
    expect(open).toHaveAttribute('href', '/tools/qr-code-generator');
    await user.click(open);
    expect(location()).toBe('/tools/qr-code-generator');
    expect(await screen.findByRole('heading', { name: 'Gerador de QR Code' })).toBeVisible();
    expect(fieldInput('Tipo de conteúdo')).toHaveDisplayValue('WhatsApp');
    expect(fieldInput(/Número de telefone/)).toHaveValue('(21) 99876-5432');
    expect(fieldInput(/Mensagem/)).toHaveValue('Quero um orçamento');
  });

  it('takes a contact card, every field and the version', async () => {
    const { user } = renderTools('/tools/vcard-generator');
    fireEvent.change(screen.getByLabelText(/^Nome\s*\*?$/), { target: { value: 'Bruna' } });
    fireEvent.change(screen.getByLabelText(/^Sobrenome/), { target: { value: 'Lima' } });
    fireEvent.change(screen.getByLabelText('Cargo'), { target: { value: 'Confeiteira' } });
    await user.click(screen.getByRole('radio', { name: 'vCard 3.0' }));
    await user.click(await screen.findByRole('link', { name: 'Personalizar QR Code' }));
    expect(await screen.findByRole('heading', { name: 'Gerador de QR Code' })).toBeVisible();
    expect(fieldInput('Tipo de conteúdo')).toHaveDisplayValue('Cartão de visita (vCard)');
    expect(fieldInput('Cargo')).toHaveValue('Confeiteira');
    expect(screen.getByRole('radio', { name: 'vCard 3.0' })).toBeChecked();
    expect(
      screen.getByRole('img', { name: 'QR Code: Cartão de visita (vCard): Bruna Lima' }),
    ).toBeInTheDocument();
  });
});
