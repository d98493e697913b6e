import { describe, expect, it } from 'vitest';
import { HOME_TITLE, pageTitle } from './page-titles';

describe('pageTitle', () => {
  it('gives every route its own title', () => {
    expect(pageTitle('/')).toBe(HOME_TITLE);
    expect(pageTitle('/login')).toBe('Entrar | QR Link');
    expect(pageTitle('/tools/vcard-generator')).toBe('Gerador de vCard | QR Link');
    expect(pageTitle('/dashboard/my-qrs')).toBe('Meus QR Codes | QR Link');
    expect(pageTitle('/dashboard/generate-qr/123')).toBe('Gerar/Editar QR Code | QR Link');
    expect(pageTitle('/dashboard/settings/password')).toBe('Configurações da Conta | QR Link');
    expect(pageTitle('/admin/plans/edit/basico')).toBe('Gerenciar Planos | QR Link');
    expect(pageTitle('/dashboard/nada')).toBe('Painel | QR Link');
    expect(pageTitle('/nao-existe')).toBe('Página não encontrada | QR Link');
  });
});
