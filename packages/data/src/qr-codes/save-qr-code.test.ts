import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parsePixPayload } from '@qrlink/core/qr-content/pix/pix-payload';
import { createQrCode } from './create-qr-code';
import { updateQrCode } from './update-qr-code';

// A recording stand-in for the parts of supabase-js these use cases touch.
const calls = {
  upload: vi.fn(),
  getPublicUrl: vi.fn(),
  insert: vi.fn(),
  update: vi.fn(),
  eq: vi.fn(),
  result: { data: null as unknown, error: null as unknown },
  /** What reading one row answers (the code's workspace before a new logo is uploaded). */
  row: { data: null as unknown, error: null as unknown },
};

const query = {
  insert: (row: unknown) => (calls.insert(row), query),
  update: (row: unknown) => (calls.update(row), query),
  eq: (column: string, value: unknown) => (calls.eq(column, value), query),
  select: () => query,
  single: () => Promise.resolve(calls.result),
  maybeSingle: () => Promise.resolve(calls.row),
  then: (resolve: (value: unknown) => unknown) => Promise.resolve(calls.result).then(resolve),
};

vi.mock('../client', () => ({
  getSupabase: async () => ({
    from: () => query,
    storage: {
      from: (bucket: string) => ({
        upload: (...args: unknown[]) => calls.upload(bucket, ...args),
        getPublicUrl: (path: string) => calls.getPublicUrl(path),
      }),
    },
  }),
}));

const design = {
  userId: 'user-1',
  targetUrl: ' exemplo.com.br/promo ',
  fgColor: '#FD1455',
  bgColor: '#ffffff',
};
const png = new File([new Uint8Array([137, 80, 78, 71])], 'marca.PNG', { type: 'image/png' });

describe('createQrCode', () => {
  beforeEach(() => {
    for (const fn of [calls.upload, calls.getPublicUrl, calls.insert, calls.update, calls.eq]) {
      fn.mockReset();
    }
    calls.upload.mockResolvedValue({ data: { path: 'x' }, error: null });
    calls.getPublicUrl.mockImplementation((path: string) => ({
      data: { publicUrl: `https://app/storage/v1/object/public/qr_logos/${path}` },
    }));
    calls.result = { data: { id: 'qr-1' }, error: null };
  });

  it('uploads the logo to {userId}/{timestamp}.png, then inserts the normalised row', async () => {
    await expect(createQrCode({ ...design, logoFile: png })).resolves.toEqual({ id: 'qr-1' });
    const [bucket, path, file, options] = calls.upload.mock.calls[0] ?? [];
    expect(bucket).toBe('qr_logos');
    expect(path).toMatch(/^user-1\/\d+\.png$/);
    expect(file).toBe(png);
    expect(options).toEqual({ cacheControl: '3600', upsert: true, contentType: 'image/png' });
    expect(calls.insert).toHaveBeenCalledWith({
      user_id: 'user-1',
      target_url: 'https://exemplo.com.br/promo',
      fg_color: '#fd1455',
      bg_color: '#ffffff',
      logo_url: `https://app/storage/v1/object/public/qr_logos/${String(path)}`,
      design: null,
      content_type: 'url',
      content: null,
      payload: null,
      scan_count: 0,
    });
  });

  it("uploads the logo to the workspace's folder when the code is made in one", async () => {
    await createQrCode({ ...design, workspaceId: 'w-team', logoFile: png });
    expect(calls.upload.mock.calls[0]?.[1]).toMatch(/^w-team\/\d+\.png$/);
    expect(calls.insert.mock.calls[0]?.[0]).toMatchObject({ workspace_id: 'w-team' });
  });

  it('saves a design and takes the list colours from it', async () => {
    await createQrCode({
      ...design,
      design: {
        modules: {
          shape: 'dots',
          fill: {
            type: 'linear',
            angle: 45,
            stops: [
              { offset: 1, color: '#000000' },
              { offset: 0, color: '#1C7ED6' },
            ],
          },
        },
        background: { color: '#fff' },
        frame: { style: 'rounded', text: 'Cardápio' },
      },
    });
    const row = calls.insert.mock.calls[0]?.[0];
    expect(row).toMatchObject({ fg_color: '#1c7ed6', bg_color: '#ffffff', content_type: 'url' });
    expect(row.design).toMatchObject({
      modules: { shape: 'dots', fill: { stops: [{ offset: 0 }, { offset: 1 }] } },
      frame: { style: 'rounded', text: 'Cardápio', position: 'bottom' },
      margin: 4,
    });
  });

  it('refuses a design with a bad field, in pt-BR', async () => {
    await expect(
      createQrCode({ ...design, design: { frame: { style: 'square', text: ' ' } } }),
    ).rejects.toMatchObject({ message: 'Escreva o texto da moldura (ex.: Escaneie-me).' });
    expect(calls.insert).not.toHaveBeenCalled();
  });

  it('saves a static code: its payload and form, no destination and no rules', async () => {
    const content = {
      type: 'pix' as const,
      data: {
        keyType: 'email' as const,
        key: 'Loja@Exemplo.com',
        name: 'Loja Ação',
        city: 'Recife',
        amount: '10,50',
      },
    };
    await createQrCode({
      userId: 'user-1',
      targetUrl: 'ignorado',
      content,
      rules: {
        columns: {
          expires_at: null,
          max_visits: 5,
          ios_url: null,
          android_url: null,
          desktop_url: null,
          routes: null,
          split: null,
          roulette: null,
          domain_id: null,
          preview_title: null,
          preview_description: null,
          preview_image_url: null,
        },
        password: 'abcd',
      },
    });
    const row = calls.insert.mock.calls[0]?.[0];
    expect(row).toMatchObject({
      content_type: 'pix',
      target_url: null,
      content,
      fg_color: '#fd1455',
      bg_color: '#ffffff',
    });
    expect(parsePixPayload(row.payload)).toEqual({
      ok: true,
      pix: expect.objectContaining({
        key: 'loja@exemplo.com',
        name: 'LOJA ACAO',
        city: 'RECIFE',
        amount: '10.50',
      }),
    });
    expect(row).not.toHaveProperty('max_visits');
  });

  it('refuses static content that does not validate, with its own message', async () => {
    await expect(
      createQrCode({
        userId: 'user-1',
        content: { type: 'wifi', data: { ssid: 'Loja', security: 'WPA', password: '123' } },
      }),
    ).rejects.toMatchObject({
      message: 'A senha WPA deve ter de 8 a 63 caracteres (ou 64 dígitos hexadecimais).',
    });
    expect(calls.insert).not.toHaveBeenCalled();
  });

  it('saves without a logo and without touching storage', async () => {
    await createQrCode({ ...design, logoFile: null });
    expect(calls.upload).not.toHaveBeenCalled();
    expect(calls.insert.mock.calls[0]?.[0]).toMatchObject({ logo_url: null });
  });

  it('refuses an empty destination before any call', async () => {
    await expect(createQrCode({ ...design, targetUrl: '  ' })).rejects.toMatchObject({
      title: 'Campo Obrigatório',
      message: 'URL de destino é obrigatória.',
    });
    await expect(
      createQrCode({ ...design, targetUrl: 'javascript:alert(1)' }),
    ).rejects.toMatchObject({ title: 'URL Inválida' });
    await expect(createQrCode({ ...design, userId: '' })).rejects.toMatchObject({
      title: 'Erro de Autenticação',
      message: 'Você precisa estar logado.',
    });
    expect(calls.insert).not.toHaveBeenCalled();
  });

  it('words an upload failure in pt-BR and saves nothing', async () => {
    calls.upload.mockResolvedValue({
      data: null,
      error: { statusCode: '413', message: 'The object exceeded the maximum allowed size' },
    });
    await expect(createQrCode({ ...design, logoFile: png })).rejects.toMatchObject({
      title: 'Erro ao Salvar',
      message: 'Falha no upload do logo: o arquivo excede o tamanho máximo de 2MB.',
    });
    expect(calls.insert).not.toHaveBeenCalled();
  });

  it('says when the public URL of the logo is missing', async () => {
    calls.getPublicUrl.mockReturnValue({ data: { publicUrl: '' } });
    await expect(createQrCode({ ...design, logoFile: png })).rejects.toMatchObject({
      message: 'Não foi possível obter a URL pública do logo.',
    });
  });

  it('wraps a database failure without showing the raw message', async () => {
    calls.result = {
      data: null,
      error: { code: '42501', message: 'new row violates row-level security policy' },
    };
    const error = await createQrCode({ ...design }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      title: 'Erro ao Salvar',
      message: 'Falha ao salvar dados do QR Code: Você não tem permissão para realizar esta ação.',
    });
  });
});

describe('updateQrCode', () => {
  beforeEach(() => {
    calls.update.mockReset();
    calls.eq.mockReset();
    calls.upload.mockReset();
    calls.result = { data: [{ id: 'qr-9' }], error: null };
  });

  it('keeps the id and its maker, and sets logo_url to null when the logo is removed', async () => {
    await expect(
      updateQrCode({ ...design, id: 'qr-9', logo: { kind: 'remove' } }),
    ).resolves.toEqual({ id: 'qr-9' });
    expect(calls.update.mock.calls[0]?.[0]).toMatchObject({
      target_url: 'https://exemplo.com.br/promo',
      logo_url: null,
    });
    // An editor saves another member's code too: RLS decides, and the maker is never resent.
    expect(calls.update.mock.calls[0]?.[0]).not.toHaveProperty('user_id');
    expect(calls.eq.mock.calls).toEqual([['id', 'qr-9']]);
    expect(calls.upload).not.toHaveBeenCalled();
  });

  it("puts a new logo in the code's own workspace folder, whoever edits it", async () => {
    calls.upload.mockResolvedValue({ data: { path: 'x' }, error: null });
    calls.row = { data: { workspace_id: 'w-team' }, error: null };
    await updateQrCode({ ...design, id: 'qr-9', logo: { kind: 'replace', file: png } });
    expect(calls.upload.mock.calls[0]?.[1]).toMatch(/^w-team\/\d+\.png$/);
    expect(calls.update.mock.calls[0]?.[0]).toMatchObject({
      logo_url: expect.stringMatching(/\/qr_logos\/w-team\/\d+\.png$/),
    });
  });

  it('uploads nothing for a code the user cannot read', async () => {
    calls.row = { data: null, error: null };
    await expect(
      updateQrCode({ ...design, id: 'qr-9', logo: { kind: 'replace', file: png } }),
    ).rejects.toMatchObject({ message: 'QR Code não encontrado ou acesso negado.' });
    expect(calls.upload).not.toHaveBeenCalled();
  });

  it('reports a code that is not found or not owned', async () => {
    calls.result = { data: [], error: null };
    await expect(
      updateQrCode({ ...design, id: 'qr-9', logo: { kind: 'keep', url: null } }),
    ).rejects.toMatchObject({ message: 'QR Code não encontrado ou acesso negado.' });
  });
});
