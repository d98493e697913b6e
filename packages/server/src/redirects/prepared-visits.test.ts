import { describe, expect, it } from 'vitest';
import { PreparedVisits } from './prepared-visits';

const visit = (seq: number) =>
  JSON.stringify({ seq, city: seq % 3 === 0 ? 'São Paulo' : 'Curitiba', ua: '🙂'.repeat(seq % 5) });

describe('PreparedVisits', () => {
  it('hands out the first visits as one JSON array, in order, accents and emoji intact', () => {
    const visits = new PreparedVisits();
    for (let seq = 1; seq <= 5; seq += 1) visits.push(seq, 1000 + seq, visit(seq));
    const batch = JSON.parse(new TextDecoder().decode(visits.batch(3))) as { seq: number }[];
    expect(batch).toEqual([1, 2, 3].map((seq) => JSON.parse(visit(seq))));
    expect(visits.seq(2)).toBe(3);
    expect(visits.json(1)).toBe(visit(2));
    visits.shift(3);
    expect(visits.length).toBe(2);
    expect(visits.seq(0)).toBe(4);
    expect(visits.oldestArrival).toBe(1004);
    expect(visits.json(0)).toBe(visit(4));
    expect(JSON.parse(new TextDecoder().decode(visits.batch(2)))).toEqual([
      JSON.parse(visit(4)),
      JSON.parse(visit(5)),
    ]);
  });

  it('keeps every visit while its buffer is compacted and grown under a steady flow', () => {
    const visits = new PreparedVisits();
    let next = 1;
    let expected = 1;
    // Far more than the first buffer holds, taken off in uneven batches while more arrive.
    for (let round = 0; round < 400; round += 1) {
      for (let i = 0; i < 37; i += 1)
        visits.push(next, next, visit(next++) + ' '.repeat(next % 200));
      const count = Math.min(visits.length, round % 2 === 0 ? 20 : 50);
      const batch = JSON.parse(new TextDecoder().decode(visits.batch(count))) as { seq: number }[];
      expect(batch.map((item) => item.seq)).toEqual(
        Array.from({ length: count }, (_, i) => expected + i),
      );
      expect(visits.seq(count - 1)).toBe(expected + count - 1);
      visits.shift(count);
      expected += count;
    }
    expect(visits.length).toBe(next - expected);
    visits.shift(visits.length);
    expect(visits.length).toBe(0);
    visits.push(next, next, visit(next));
    expect(visits.json(0)).toBe(visit(next));
  });
});
