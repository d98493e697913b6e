import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors';
import { createFakeSupabase } from '../testing/fake-supabase';

let fake = createFakeSupabase();
vi.mock('../client', () => ({ getSupabase: async () => fake }));

const { listPaymentNotificationProblems } = await import('./list-payment-notification-problems');

const ROW = {
  id: 'p1',
  topic: 'payment',
  resource_id: '7001',
  reason: 'Usuário não encontrado.',
  details: { sqlstate: '22023' },
  occurrences: 2,
  first_received_at: '2026-11-26T10:00:00Z',
  received_at: '2026-11-26T11:00:00Z',
};

beforeEach(() => {
  fake = createFakeSupabase();
});

describe('listPaymentNotificationProblems', () => {
  it('reads the newest problems first', async () => {
    fake.setTable('payment_notification_problems', { data: [ROW], error: null });
    await expect(listPaymentNotificationProblems(20)).resolves.toEqual([ROW]);
    expect(fake.calls[0]).toMatchObject({
      table: 'payment_notification_problems',
      steps: [
        ['select', expect.any(String)],
        ['order', 'received_at', { ascending: false }],
        ['limit', 20],
      ],
    });
  });

  it('says what failed when the database refuses', async () => {
    fake.setTable('payment_notification_problems', {
      data: null,
      error: { code: '42501', message: 'permission denied', details: null, hint: null },
    });
    await expect(listPaymentNotificationProblems()).rejects.toBeInstanceOf(AppError);
  });
});
