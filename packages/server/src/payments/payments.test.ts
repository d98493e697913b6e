import { describe, expect, it } from 'vitest';
import { readReference, signReference } from './external-reference';
import { checkSignature, signatureManifest, signManifest } from './webhook-signature';

const SECRET = 'segredo';
const NOW = Date.UTC(2026, 10, 25, 12);

function header(dataId: string, requestId: string, ts: string, secret = SECRET) {
  return `ts=${ts},v1=${signManifest(secret, signatureManifest(dataId, requestId, ts))}`;
}

describe('checkSignature', () => {
  it('builds the manifest Mercado Pago signs, lower-casing alphanumeric ids', () => {
    expect(signatureManifest('ABC123', 'req-1', '1700')).toBe(
      'id:abc123;request-id:req-1;ts:1700;',
    );
    expect(signatureManifest('a-B', 'req-1', '1700')).toBe('id:a-B;request-id:req-1;ts:1700;');
  });

  it('accepts a fresh signature in seconds or milliseconds', () => {
    for (const ts of [String(NOW), String(NOW / 1000 - 60)]) {
      const check = checkSignature(
        { signatureHeader: header('123', 'r', ts), requestId: 'r', dataId: '123' },
        SECRET,
        NOW,
      );
      expect(check.ok).toBe(true);
    }
  });

  it('names what is wrong otherwise', () => {
    const ts = String(NOW);
    const cases: [Parameters<typeof checkSignature>[0], string][] = [
      [{ signatureHeader: undefined, requestId: 'r', dataId: '1' }, 'missing'],
      [{ signatureHeader: header('1', 'r', ts), requestId: undefined, dataId: '1' }, 'missing'],
      [{ signatureHeader: 'v1=abc', requestId: 'r', dataId: '1' }, 'malformed'],
      [
        {
          signatureHeader: header('1', 'r', String(NOW - 6 * 60_000)),
          requestId: 'r',
          dataId: '1',
        },
        'stale',
      ],
      [{ signatureHeader: header('1', 'r', ts, 'outro'), requestId: 'r', dataId: '1' }, 'mismatch'],
      [{ signatureHeader: header('1', 'r', ts), requestId: 'r', dataId: '2' }, 'mismatch'],
      [{ signatureHeader: header('1', 'r', ts), requestId: 'outro', dataId: '1' }, 'mismatch'],
    ];
    for (const [notification, reason] of cases) {
      expect(checkSignature(notification, SECRET, NOW)).toEqual({ ok: false, reason });
    }
  });
});

describe('purchase references', () => {
  const purchase = {
    userId: '6f1c2b9e-3d4a-4b5c-8d6e-7f8091a2b3c4',
    planId: 'basico',
    cycle: 'yearly' as const,
  };

  it('round-trips what we signed', () => {
    expect(readReference(SECRET, signReference(SECRET, purchase))).toEqual(purchase);
  });

  it('refuses anything else', () => {
    const signed = signReference(SECRET, purchase);
    for (const value of [
      signed.replace('basico', 'empresarial'),
      signed.replace('yearly', 'monthly'),
      signReference('outro', purchase),
      `${signed}:extra`,
      'pedido-123',
      '',
      null,
      42,
    ]) {
      expect(readReference(SECRET, value)).toBeNull();
    }
  });
});
