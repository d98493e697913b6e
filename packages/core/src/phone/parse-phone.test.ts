import { describe, expect, it } from 'vitest';
import { toE164 } from './parse-phone';

describe('toE164', () => {
  it('reads numbers without a country code as Brazilian', () => {
    expect(toE164('(41) 99999-8888')).toEqual({ ok: true, e164: '+5541999998888' });
    expect(toE164('11 3456-7890')).toEqual({ ok: true, e164: '+551134567890' });
  });

  it('keeps the country of a number typed with +, or of the country picked', () => {
    expect(toE164('+1 (415) 555-2671')).toEqual({ ok: true, e164: '+14155552671' });
    expect(toE164('(415) 555-2671', 'US')).toEqual({ ok: true, e164: '+14155552671' });
    expect(toE164('912 345 678', 'PT')).toEqual({ ok: true, e164: '+351912345678' });
  });

  it('refuses numbers that cannot exist: a mobile without its 9, too short, no digits', () => {
    expect(toE164('(11) 8765-4321')).toEqual({ ok: false });
    expect(toE164('12345')).toEqual({ ok: false });
    expect(toE164('telefone')).toEqual({ ok: false });
    expect(toE164('')).toEqual({ ok: false });
  });
});
