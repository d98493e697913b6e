import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { PasswordGuard } from './redirect-rules';

describe('PasswordGuard', () => {
  const hash = bcrypt.hashSync('cardapio', 4);

  it('compares one try at a time, so parallel wrong tries stop at 10', async () => {
    const guard = new PasswordGuard();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        guard.check(hash, i === 50 ? 'cardapio' : `errada${i}`, '200.1.2.3', 'qr-1'),
      ),
    );
    expect(answers.filter((a) => a === 'wrong_password')).toHaveLength(10);
    expect(answers.filter((a) => a === 'too_many_attempts')).toHaveLength(50);
    // The right password sent 51st came after ten tries were already counted.
    expect(answers[50]).toBe('too_many_attempts');
  });

  it('lets parallel right passwords all through', async () => {
    const guard = new PasswordGuard();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => guard.check(hash, 'cardapio', '200.1.2.3', 'qr-1')),
    );
    expect(new Set(answers)).toEqual(new Set(['right']));
  });

  it('does not count a right password, and keeps visitors and codes apart', async () => {
    const guard = new PasswordGuard();
    for (let i = 0; i < 9; i += 1) await guard.check(hash, 'x', '200.1.2.3', 'qr-1');
    expect(await guard.check(hash, 'cardapio', '200.1.2.3', 'qr-1')).toBe('right');
    expect(await guard.check(hash, 'y', '200.1.2.3', 'qr-1')).toBe('wrong_password');
    expect(await guard.check(hash, 'cardapio', '200.1.2.3', 'qr-1')).toBe('too_many_attempts');
    expect(await guard.check(hash, 'cardapio', '200.9.9.9', 'qr-1')).toBe('right');
    expect(await guard.check(hash, 'cardapio', '200.1.2.3', 'qr-2')).toBe('right');
    expect(await guard.check(hash, undefined, '200.9.9.9', 'qr-1')).toBe('password_required');
  });

  it('opens again once the 10-minute window has passed', async () => {
    const guard = new PasswordGuard();
    const start = Date.parse('2026-11-25T12:00:00Z');
    for (let i = 0; i < 10; i += 1) await guard.check(hash, 'x', 'ip', 'qr-1', start);
    expect(await guard.check(hash, 'cardapio', 'ip', 'qr-1', start + 60_000)).toBe(
      'too_many_attempts',
    );
    expect(await guard.check(hash, 'cardapio', 'ip', 'qr-1', start + 10 * 60_000)).toBe('right');
  });

  it('refuses what bcrypt would cut: a try past 72 bytes never matches', async () => {
    const guard = new PasswordGuard();
    const password = 'é'.repeat(36);
    const long = bcrypt.hashSync(password, 4);
    expect(await guard.check(long, `${password}FIM`, 'ip', 'qr-1')).toBe('wrong_password');
    expect(await guard.check(long, password, 'ip', 'qr-1')).toBe('right');
  });
});
