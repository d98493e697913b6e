import { describe, expect, it } from 'vitest';
import { clientEditSchema, profileSchema } from './client-edit-schema';
import { contactSchema } from './contact-schema';
import { loginSchema } from './login-schema';
import { MIN_PASSWORD_LENGTH } from '../constants';
import { KEYS, MESSAGES, type MessageKey } from './messages';
import { passwordChangeSchema } from './password-change-schema';
import { qrSaveSchema } from './qr-save-schema';
import { registerSchema } from './register-schema';
import { resetPasswordSchema } from './reset-password-schema';
import { shortLinkSchema } from './short-link-schema';
import { toFieldErrors, toToastError, toastForIssue } from './to-toast-error';
import { whatsappSchema } from './whatsapp-schema';

type Schema = { safeParse: (v: unknown) => { success: boolean; error?: unknown } };

/** The toast a failed parse shows. */
function toastOf(schema: Schema, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a validation error');
  return toToastError(result.error as never);
}

describe('login and register', () => {
  it('requires a valid e-mail and a password', () => {
    expect(loginSchema.parse({ email: ' Ana@Exemplo.com ', password: ' x ' })).toEqual({
      email: 'Ana@Exemplo.com',
      password: ' x ',
    });
    expect(toastOf(loginSchema, { email: '', password: 'x' }).message).toBe('Informe seu e-mail.');
    expect(toastOf(loginSchema, { email: 'ana', password: 'x' }).message).toBe(
      'Informe um e-mail válido.',
    );
    expect(toastOf(loginSchema, { email: 'a@b.co', password: '' }).message).toBe(
      'Informe sua senha.',
    );
  });

  it('shows the spec toast for a mismatched confirmation', () => {
    const base = {
      fullName: 'Ana',
      email: 'a@b.co',
      password: 'segredo',
      confirmPassword: 'segredo',
    };
    expect(registerSchema.parse(base)).toEqual(base);
    expect(toastOf(registerSchema, { ...base, confirmPassword: 'outra' })).toEqual({
      title: 'Erro de Validação',
      message: 'As senhas não coincidem.',
    });
    expect(
      toastOf(registerSchema, { ...base, password: '12345', confirmPassword: '12345' }),
    ).toEqual({
      title: 'Erro de Validação',
      message: 'A senha deve ter pelo menos 6 caracteres.',
    });
    expect(toastOf(registerSchema, { ...base, fullName: '  ' }).message).toBe(
      MESSAGES.fullNameRequired.message,
    );
  });
});

describe('password change and reset', () => {
  it('checks the confirmation before the length when changing', () => {
    expect(
      toastOf(passwordChangeSchema, { password: '123', confirmPassword: '1234' }).message,
    ).toBe('As senhas não coincidem.');
    expect(toastOf(passwordChangeSchema, { password: '123', confirmPassword: '123' }).message).toBe(
      'A senha deve ter pelo menos 6 caracteres.',
    );
    expect(
      passwordChangeSchema.safeParse({ password: '123456', confirmPassword: '123456' }).success,
    ).toBe(true);
  });

  it('checks the length before the confirmation when resetting', () => {
    expect(toastOf(resetPasswordSchema, { password: '123', confirmPassword: '1234' })).toEqual({
      title: 'Senha muito curta',
      message: 'Sua senha deve ter pelo menos 6 caracteres.',
    });
    expect(
      toastOf(resetPasswordSchema, { password: '1234567', confirmPassword: '1234568' }).title,
    ).toBe('Senhas não coincidem');
  });
});

describe('short link', () => {
  it('trims and canonicalises, sanitises the alias and nulls blanks', () => {
    expect(
      shortLinkSchema.parse({
        originalUrl: ' https://loja.com/promo ',
        customAlias: ' verão 2026 ',
        description: '  ',
      }),
    ).toEqual({
      originalUrl: 'https://loja.com/promo',
      customAlias: 'vero2026',
      description: null,
    });
  });

  it('uses the spec toast for a missing URL', () => {
    expect(toastOf(shortLinkSchema, { originalUrl: '   ' })).toEqual({
      title: 'URL Original Obrigatória',
      message: 'Por favor, insira a URL que deseja encurtar.',
    });
    expect(toastOf(shortLinkSchema, { originalUrl: 'javascript:alert(1)' }).title).toBe(
      'URL Inválida',
    );
  });
});

describe('QR save, WhatsApp, contact, client edit', () => {
  it('requires the QR target and defaults the colours', () => {
    expect(toastOf(qrSaveSchema, { targetUrl: '' })).toEqual({
      title: 'Campo Obrigatório',
      message: 'URL de destino é obrigatória.',
    });
    expect(qrSaveSchema.parse({ targetUrl: 'loja.com', fgColor: '#ABCDEF', logoUrl: '' })).toEqual({
      targetUrl: 'https://loja.com/',
      fgColor: '#abcdef',
      bgColor: '#ffffff',
      logoUrl: null,
    });
    expect(toastOf(qrSaveSchema, { targetUrl: 'loja.com', fgColor: 'red' }).message).toBe(
      MESSAGES.colorInvalid.message,
    );
  });

  it('requires a phone with digits and a known country code', () => {
    expect(whatsappSchema.parse({ phone: '(11) 98765-4321' })).toEqual({
      countryCode: '+55',
      phone: '(11) 98765-4321',
      message: '',
    });
    expect(toastOf(whatsappSchema, { phone: ' - ' }).message).toBe(
      'Por favor, insira um número de telefone.',
    );
    expect(toastOf(whatsappSchema, { phone: '1', countryCode: '+999' }).message).toBe(
      MESSAGES.whatsappCountryInvalid.message,
    );
    // A number that cannot exist in the selected country (a mobile without its 9).
    expect(toastOf(whatsappSchema, { phone: '(11) 8765-4321' })).toEqual(
      MESSAGES.whatsappPhoneInvalid,
    );
    expect(whatsappSchema.safeParse({ phone: '(415) 555-2671', countryCode: '+1' }).success).toBe(
      true,
    );
  });

  it('requires every contact field and a full name for profiles and clients', () => {
    const ok = { name: 'Ana', email: 'a@b.co', subject: 'Oi', message: 'Texto' };
    expect(contactSchema.parse(ok)).toEqual(ok);
    expect(toastOf(contactSchema, { ...ok, message: ' ' }).message).toBe('Escreva sua mensagem.');
    expect(toastOf(contactSchema, { ...ok, subject: '' }).message).toBe('Informe o assunto.');
    expect(toastOf(contactSchema, { ...ok, name: '' }).message).toBe('Informe seu nome.');
    expect(clientEditSchema.parse({ fullName: ' Bia ', role: 'admin' })).toEqual({
      fullName: 'Bia',
      role: 'admin',
    });
    expect(toastOf(clientEditSchema, { fullName: 'Bia', role: 'root' }).message).toBe(
      MESSAGES.roleInvalid.message,
    );
    expect(toastOf(profileSchema, { fullName: '' }).message).toBe(
      MESSAGES.fullNameRequired.message,
    );
  });
});

describe('toast helpers', () => {
  it('falls back to a generic title and lists field errors', () => {
    const result = contactSchema.safeParse({ name: '', email: 'x', subject: '', message: '' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toFieldErrors(result.error)).toEqual({
      name: 'Informe seu nome.',
      email: 'Informe um e-mail válido.',
      subject: 'Informe o assunto.',
      message: 'Escreva sua mensagem.',
    });
    const foreign = loginSchema.extend({
      extra: loginSchema.shape.email.refine(() => false, 'outro'),
    });
    const error = foreign.safeParse({ email: 'a@b.co', password: 'x', extra: 'a@b.co' }).error;
    expect(error && toToastError(error)).toEqual({ title: 'Erro de Validação', message: 'outro' });
  });

  it('looks toasts up by catalogue key, never by message text', () => {
    // Issues carry keys; a key gives its own entry even where two entries share a title.
    expect(toastForIssue('passwordTooShort')).toEqual(MESSAGES.passwordTooShort);
    expect(toastForIssue('resetPasswordTooShort')).toEqual(MESSAGES.resetPasswordTooShort);
    // The text of an entry is not a key: it gets the generic title, as any foreign text does.
    expect(toastForIssue(MESSAGES.aliasTaken.message)).toEqual({
      title: 'Erro de Validação',
      message: MESSAGES.aliasTaken.message,
    });
    // Inherited object keys are not catalogue keys.
    expect(toastForIssue('toString').message).toBe('toString');
    for (const key of Object.keys(KEYS) as MessageKey[]) {
      expect(KEYS[key]).toBe(key);
      expect(toastForIssue(key)).toBe(MESSAGES[key]);
    }
  });

  it('words the password length rule from MIN_PASSWORD_LENGTH', () => {
    expect(MESSAGES.passwordTooShort.message).toBe(
      `A senha deve ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`,
    );
    const short = 'x'.repeat(MIN_PASSWORD_LENGTH - 1);
    expect(
      toastOf(registerSchema, {
        fullName: 'Ana',
        email: 'a@b.co',
        password: short,
        confirmPassword: short,
      }),
    ).toEqual(MESSAGES.passwordTooShort);
  });
});
