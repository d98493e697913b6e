import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhookBody } from './webhook-signature';
import { DeliveryRefused } from './guarded-post';
import { deliveryBody, failureText, retryDelayMs } from './webhook-worker';

describe('webhook deliveries', () => {
  it('sign the exact body with HMAC-SHA256 under the secret', () => {
    const body = deliveryBody({
      id: 'd1',
      event: 'scan.milestone',
      payload: { milestone: 10 },
      created_at: new Date('2026-05-01T12:00:00Z'),
    });
    expect(JSON.parse(body)).toEqual({
      id: 'd1',
      event: 'scan.milestone',
      created_at: '2026-05-01T12:00:00.000Z',
      data: { milestone: 10 },
    });
    const expected = createHmac('sha256', 'whsec_x').update(body).digest('hex');
    expect(signWebhookBody('whsec_x', body)).toBe(`sha256=${expected}`);
    expect(signWebhookBody('whsec_y', body)).not.toBe(`sha256=${expected}`);
  });

  it('wait twice as long after each failure, at most six hours', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n))).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20)).toBe(6 * 60 * 60 * 1000);
  });

  it('say why a delivery failed in pt-BR, never a raw network error', () => {
    const failure = (code: string) => Object.assign(new Error(`getaddrinfo ${code} x`), { code });
    expect(failureText(failure('ENOTFOUND'))).toBe('endereço não encontrado (DNS)');
    expect(failureText(failure('ECONNREFUSED'))).toBe('conexão recusada');
    expect(failureText(failure('EWHATEVER'))).toBe('falha de rede');
    expect(failureText(new Error('tempo esgotado'))).toBe('tempo esgotado');
    expect(failureText(new DeliveryRefused('endereço não permitido (10.0.0.1)'))).toBe(
      'endereço não permitido (10.0.0.1)',
    );
  });
});
