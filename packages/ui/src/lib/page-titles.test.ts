import { describe, expect, it } from 'vitest';
import { HOME_TITLE, pageTitle } from './page-titles';

describe('pageTitle', () => {
  it('gives every route its own title', () => {
    expect(pageTitle('/')).toBe(HOME_TITLE);
    expect(pageTitle('/login')).toBe('Entrar | QR Link');
    expect(pageTitle('/tools/vcard-generator')).toBe('Gerador de vCard | QR Link');
    expect(pageTitle('/dashboard/my-qrs')).toBe('Meus QR Codes | QR Link');
    expect(pageTitle('/dashboard/generate-qr/123')).toBe('Gerar/Editar QR Code | QR Link');
    expect(pageTitle('/dashboard/page-analytics/p1')).toBe('Análise da Página | QR Link');
    expect(pageTitle('/dashboard/settings/password')).toBe('Configurações da Conta | QR Link');
    expect(pageTitle('/admin/plans/edit/basico')).toBe('Gerenciar Planos | QR Link');
    expect(pageTitle('/dashboard/nada')).toBe('Painel | QR Link');
    expect(pageTitle('/nao-existe')).toBe('Página não encontrada | QR Link');
    expect(pageTitle('/admin/reports')).toBe('Denúncias | QR Link');
    expect(pageTitle('/admin/audit')).toBe('Auditoria | QR Link');
    expect(pageTitle('/admin/workspaces')).toBe('Espaços de trabalho | QR Link');
  });

  it("names a code's preview address apart from its redirect", () => {
    expect(pageTitle('/s/promo')).toBe('Redirecionando | QR Link');
    expect(pageTitle('/s/promo+')).toBe('Para onde este link leva | QR Link');
    expect(pageTitle('/qr/6f1c1f0e-0000-4000-8000-000000000001+')).toBe(
      'Para onde este link leva | QR Link',
    );
  });
});
