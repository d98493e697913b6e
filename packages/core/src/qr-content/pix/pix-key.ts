// Pix keys (chaves): CPF, CNPJ, e-mail, mobile phone or random key (EVP), each checked the way
// the Banco Central's directory (DICT) stores it, and written in that form into the BR Code.
import { z } from 'zod';
import { toE164 } from '../../phone/parse-phone';
import type { MessageKey } from '../../validation/messages';

export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'phone', 'evp'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  phone: 'Celular',
  evp: 'Chave aleatória',
};

export type PixKeyCheck = { ok: true; key: string } | { ok: false; error: MessageKey };

/** Modulo-11 check digit over `values` with weights cycling 2..9 from the right (CPF uses 2..). */
function checkDigit(values: number[], maxWeight: number): number {
  let sum = 0;
  values
    .slice()
    .reverse()
    .forEach((value, i) => {
      sum += value * ((i % (maxWeight - 1)) + 2);
    });
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const values = [...digits].map(Number);
  const first = checkDigit(values.slice(0, 9), 11);
  const second = checkDigit(values.slice(0, 10), 11);
  return first === values[9] && second === values[10];
}

/**
 * CNPJ, numeric or alphanumeric (Receita Federal, from July 2026): 12 characters 0-9/A-Z and
 * two check digits, each character counted as its ASCII code minus 48.
 */
export function isValidCnpj(text: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(text) || /^(.)\1{13}$/.test(text)) return false;
  const values = [...text].map((char) => char.charCodeAt(0) - 48);
  const first = checkDigit(values.slice(0, 12), 9);
  const second = checkDigit(values.slice(0, 13), 9);
  return first === values[12] && second === values[13];
}

const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The key as the BR Code carries it, or the catalogue key of what is wrong. */
export function normalisePixKey(type: PixKeyType, typed: string): PixKeyCheck {
  const text = typed.trim();
  if (text === '') return { ok: false, error: 'pixKeyRequired' };
  switch (type) {
    case 'cpf': {
      const digits = text.replace(/[.\-\s]/g, '');
      return isValidCpf(digits) ? { ok: true, key: digits } : { ok: false, error: 'pixCpfInvalid' };
    }
    case 'cnpj': {
      const compact = text.replace(/[.\-/\s]/g, '').toUpperCase();
      return isValidCnpj(compact)
        ? { ok: true, key: compact }
        : { ok: false, error: 'pixCnpjInvalid' };
    }
    case 'email': {
      const address = text.toLowerCase();
      return address.length <= 77 && z.email().safeParse(address).success
        ? { ok: true, key: address }
        : { ok: false, error: 'pixEmailInvalid' };
    }
    case 'phone': {
      // Pix phone keys are Brazilian mobiles: +55, two-digit area code, nine digits.
      const checked = toE164(text, 'BR');
      return checked.ok && /^\+55\d{2}9\d{8}$/.test(checked.e164)
        ? { ok: true, key: checked.e164 }
        : { ok: false, error: 'pixPhoneInvalid' };
    }
    case 'evp': {
      const key = text.toLowerCase();
      return EVP.test(key) ? { ok: true, key } : { ok: false, error: 'pixEvpInvalid' };
    }
  }
}
