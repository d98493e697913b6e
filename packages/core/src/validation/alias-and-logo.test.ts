import { toToastError } from './to-toast-error';
import { describe, expect, it } from 'vitest';
import { aliasField, sanitiseAlias } from './alias';
import { fileExtension, logoStoragePath, validateLogoFile } from './logo-file';
import { MESSAGES } from './messages';

describe('sanitiseAlias', () => {
  it('keeps ASCII letters, digits and hyphens and drops everything else', () => {
    expect(sanitiseAlias('Promo-2026')).toBe('Promo-2026');
    expect(sanitiseAlias('minha promoção!')).toBe('minhapromoo');
    expect(sanitiseAlias('a_b c/d?e#f')).toBe('abcdef');
    expect(sanitiseAlias('🎉')).toBe('');
  });

  it('makes a blank alias null and limits the length', () => {
    expect(aliasField.parse('  ')).toBeNull();
    expect(aliasField.parse(undefined)).toBeNull();
    expect(aliasField.parse(' black friday ')).toBe('blackfriday');
    expect(toToastError(aliasField.safeParse('a'.repeat(51)).error!).message).toBe(
      MESSAGES.aliasTooLong.message,
    );
    expect(aliasField.parse('a'.repeat(50))).toHaveLength(50);
  });
});

describe('validateLogoFile', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });

  it('accepts PNG, JPEG and SVG when MIME and extension agree', () => {
    expect(validateLogoFile(file('logo.PNG', 'image/png'))).toEqual({
      ok: true,
      mimeType: 'image/png',
      extension: 'png',
    });
    expect(validateLogoFile(file('foto.jpeg', 'image/jpeg'))).toMatchObject({
      ok: true,
      extension: 'jpg',
    });
    expect(validateLogoFile(file('foto.jpg', 'image/jpg'))).toMatchObject({ ok: true });
    expect(validateLogoFile(file('marca.svg', 'image/svg+xml'))).toMatchObject({ ok: true });
    // Some browsers report no type: the extension decides.
    expect(validateLogoFile(file('marca.svg', ''))).toMatchObject({
      ok: true,
      mimeType: 'image/svg+xml',
    });
  });

  it('refuses other formats and renamed files with the format toast', () => {
    const format = { ok: false, ...MESSAGES.logoFormat };
    expect(validateLogoFile(file('logo.gif', 'image/gif'))).toEqual(format);
    expect(validateLogoFile(file('logo.png', 'image/gif'))).toEqual(format);
    expect(validateLogoFile(file('virus.exe', 'image/png'))).toEqual(format);
    expect(validateLogoFile(file('logo.png', 'image/jpeg'))).toEqual(format);
    expect(validateLogoFile(file('png', 'image/png'))).toEqual(format);
    expect(format.title).toBe('Erro de Formato');
    expect(format.message).toBe('Por favor, selecione um arquivo PNG, JPG ou SVG.');
  });

  it('refuses files over 2 MB with the size toast', () => {
    expect(validateLogoFile(file('logo.png', 'image/png', 2 * 1024 * 1024))).toMatchObject({
      ok: true,
    });
    expect(validateLogoFile(file('logo.png', 'image/png', 2 * 1024 * 1024 + 1))).toEqual({
      ok: false,
      title: 'Erro de Tamanho',
      message: 'O logo deve ter no máximo 2MB.',
    });
  });

  it('names extensions and storage paths', () => {
    expect(fileExtension('.hidden')).toBe('');
    expect(fileExtension('a.b.SVG')).toBe('svg');
    expect(logoStoragePath('u1', 'png', new Date(1_700_000_000_000))).toBe('u1/1700000000000.png');
  });
});
