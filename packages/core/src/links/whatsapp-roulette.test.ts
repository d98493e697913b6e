import { describe, expect, it } from 'vitest';
import { linkRulesSchema, EMPTY_LINK_RULES } from '../validation/link-rules-schema';
import {
  attendantLabels,
  attendantShares,
  attendantUrl,
  rouletteAttendant,
  rouletteSchema,
  type Roulette,
} from './whatsapp-roulette';

const problems = (roulette: unknown) => {
  const result = rouletteSchema.safeParse(roulette);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const ana = { name: ' Ana ', phone: '(11) 98765-4321', message: 'Olá, Ana!', weight: 3 };
const bia = { name: 'Bia', phone: '+55 21 98765-4321', weight: 1 };

describe('WhatsApp roulette', () => {
  it('keeps numbers in E.164 and names trimmed, and parses what it stored to itself', () => {
    const roulette = rouletteSchema.parse({ mode: 'weights', attendants: [ana, bia] });
    expect(roulette.attendants).toEqual([
      { name: 'Ana', phone: '+5511987654321', message: 'Olá, Ana!', weight: 3 },
      { name: 'Bia', phone: '+5521987654321', message: '', weight: 1 },
    ]);
    expect(rouletteSchema.parse(roulette)).toEqual(roulette);
    expect(attendantUrl(roulette.attendants[0]!)).toBe(
      'https://wa.me/5511987654321?text=Ol%C3%A1%2C%20Ana!',
    );
    expect(attendantUrl(roulette.attendants[1]!)).toBe('https://wa.me/5521987654321');
    expect([...attendantLabels(roulette)]).toEqual([
      ['https://wa.me/5511987654321?text=Ol%C3%A1%2C%20Ana!', 'Ana (WhatsApp +5511987654321)'],
      ['https://wa.me/5521987654321', 'Bia (WhatsApp +5521987654321)'],
    ]);
  });

  it('refuses each broken roulette with its reason', () => {
    expect(problems({ mode: 'sorteio', attendants: [ana, bia] })).toEqual(['rouletteModeInvalid']);
    expect(problems({ mode: 'turn', attendants: [ana] })).toEqual(['rouletteTooFewAttendants']);
    expect(problems({ mode: 'turn', attendants: Array.from({ length: 11 }, () => bia) })).toEqual([
      'rouletteTooManyAttendants',
    ]);
    expect(problems({ mode: 'turn', attendants: [ana, { ...bia, name: '  ' }] })).toEqual([
      'rouletteNameInvalid',
    ]);
    expect(
      problems({ mode: 'turn', attendants: [ana, { ...bia, phone: '(11) 8765-432' }] }),
    ).toEqual(['roulettePhoneInvalid']);
    expect(
      problems({ mode: 'turn', attendants: [ana, { ...bia, message: 'x'.repeat(1001) }] }),
    ).toEqual(['rouletteMessageTooLong']);
    expect(problems({ mode: 'weights', attendants: [ana, { ...bia, weight: 1.5 }] })).toEqual([
      'rouletteWeightInvalid',
    ]);
  });

  it('hands out by weight, the same visitor always alike, and in turn one after another', () => {
    const roulette: Roulette = rouletteSchema.parse({ mode: 'weights', attendants: [ana, bia] });
    const names = Array.from({ length: 2000 }, (_, i) =>
      rouletteAttendant(roulette, `10.0.0.${i % 250}|browser ${i}|code`, 0),
    ).map((attendant) => attendant.name);
    const anaShare = names.filter((name) => name === 'Ana').length / 20;
    expect(Math.abs(anaShare - 75)).toBeLessThanOrEqual(5);
    expect(rouletteAttendant(roulette, 'same|visitor|code', 0)).toBe(
      rouletteAttendant(roulette, 'same|visitor|code', 99),
    );
    // Without an address, a random draw.
    expect(rouletteAttendant(roulette, null, 0, () => 0.1).name).toBe('Ana');
    expect(rouletteAttendant(roulette, null, 0, () => 0.9).name).toBe('Bia');

    const inTurn = { ...roulette, mode: 'turn' as const };
    expect([0, 1, 2, 3].map((turn) => rouletteAttendant(inTurn, 'x', turn).name)).toEqual([
      'Ana',
      'Bia',
      'Ana',
      'Bia',
    ]);
  });

  it('tells each attendant’s share of the visitors', () => {
    const attendants = [{ weight: 3 }, { weight: 1 }];
    expect(attendantShares({ mode: 'weights', attendants })).toEqual([75, 25]);
    expect(attendantShares({ mode: 'turn', attendants: [...attendants, { weight: 9 }] })).toEqual([
      33, 33, 33,
    ]);
    expect(attendantShares({ mode: 'weights', attendants: [{ weight: 0 }] })).toEqual([0]);
  });

  it('is one of the rules, never beside an A/B test', () => {
    const schema = linkRulesSchema(new Date('2026-01-01T00:00:00Z'));
    const roulette = { mode: 'turn' as const, attendants: [ana, bia] };
    const saved = schema.parse({ ...EMPTY_LINK_RULES, roulette });
    expect(saved.columns.roulette?.attendants.map((one) => one.phone)).toEqual([
      '+5511987654321',
      '+5521987654321',
    ]);
    expect(schema.parse(EMPTY_LINK_RULES).columns.roulette).toBeNull();
    const both = schema.safeParse({
      ...EMPTY_LINK_RULES,
      roulette,
      split: [{ url: 'https://exemplo.com.br/b', weight: 10 }],
    });
    expect(both.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['roulette', 'rouletteWithSplit'],
    ]);
  });
});
