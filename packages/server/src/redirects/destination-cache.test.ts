import { describe, expect, it, vi } from 'vitest';
import { DestinationCache, type RedirectKind, type RedirectTarget } from './destination-cache';

const QR = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

function database() {
  const rows = new Map<string, RedirectTarget>([
    [`qr:${QR}`, { id: QR, destination: 'https://a.example/' }],
    ['name:promo', { id: 'link-1', destination: 'https://b.example/' }],
    ['name:abc123', { id: 'link-1', destination: 'https://b.example/' }],
  ]);
  // Reads the row at once and answers a moment later, as a query does.
  const load = vi.fn(async (kind: RedirectKind, key: string) => {
    const row = rows.get(`${kind === 'qr' ? 'qr' : 'name'}:${key.toLowerCase()}`) ?? null;
    await Promise.resolve();
    return row;
  });
  return { rows, load };
}

const resolved = async (value: ReturnType<DestinationCache['get']>) => value;

describe('DestinationCache', () => {
  it('reads each code once, then answers from memory (names in any case)', async () => {
    const { load } = database();
    const cache = new DestinationCache(load);
    expect(await resolved(cache.get('short_link', 'Promo'))).toMatchObject({ id: 'link-1' });
    expect(cache.get('short_link', 'PROMO')).toMatchObject({ destination: 'https://b.example/' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one read among concurrent misses of a code', async () => {
    const { load } = database();
    const cache = new DestinationCache(load);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => resolved(cache.get('qr', QR))),
    );
    expect(new Set(answers.map((answer) => answer?.destination))).toEqual(
      new Set(['https://a.example/']),
    );
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("goes on with a roulette's turn after a reload, whichever of memory and the database is ahead", async () => {
    // The database's count of the code's visits; each read is a new row, as a query's is.
    let written = 0;
    const load = vi.fn(async () => {
      await Promise.resolve();
      return {
        id: QR,
        destination: 'https://a.example/',
        rules: { turn: written },
      } as RedirectTarget;
    });
    const cache = new DestinationCache(load);
    const first = (await resolved(cache.get('qr', QR)))!;
    // Two visitors handed out in memory, one of them written to the database so far.
    first.rules!.turn += 2;
    written = 1;
    cache.invalidate(`qr:${QR}`);
    expect((await resolved(cache.get('qr', QR)))!.rules!.turn).toBe(2);
    // Other servers' visits written meanwhile: the database is ahead.
    written = 7;
    cache.clear();
    expect((await resolved(cache.get('qr', QR)))!.rules!.turn).toBe(7);

    // A change arrives while the code is read: the read is not kept, but its caller hands out
    // turns from it; the next read goes on from there.
    written = 8;
    cache.invalidate(`qr:${QR}`);
    const racing = cache.get('qr', QR);
    cache.invalidate(`qr:${QR}`);
    (await resolved(racing))!.rules!.turn += 3;
    expect((await resolved(cache.get('qr', QR)))!.rules!.turn).toBe(11);
  });

  it('drops a QR code, a link (all its names) or a name when the database says it changed', async () => {
    const { rows, load } = database();
    const cache = new DestinationCache(load);
    await resolved(cache.get('qr', QR));
    await resolved(cache.get('short_link', 'promo'));
    await resolved(cache.get('short_link', 'abc123'));

    rows.set(`qr:${QR}`, { id: QR, destination: 'https://new.example/' });
    cache.invalidate(`qr:${QR.toUpperCase()}`);
    expect(await resolved(cache.get('qr', QR))).toMatchObject({
      destination: 'https://new.example/',
    });

    rows.delete('name:promo');
    rows.delete('name:abc123');
    cache.invalidate('link:link-1');
    expect(await resolved(cache.get('short_link', 'promo'))).toBeNull();
    expect(await resolved(cache.get('short_link', 'abc123'))).toBeNull();

    // A name claimed after a miss for it: the notification makes it resolve at once.
    rows.set('name:promo', { id: 'link-2', destination: 'https://c.example/' });
    cache.invalidate('name:promo');
    expect(await resolved(cache.get('short_link', 'promo'))).toMatchObject({ id: 'link-2' });
  });

  it('does not keep a read that raced with a change', async () => {
    const { rows, load } = database();
    const cache = new DestinationCache(load);
    const inFlight = resolved(cache.get('qr', QR));
    rows.set(`qr:${QR}`, { id: QR, destination: 'https://new.example/' });
    cache.invalidate(`qr:${QR}`);
    expect(await inFlight).toMatchObject({ destination: 'https://a.example/' });
    expect(await resolved(cache.get('qr', QR))).toMatchObject({
      destination: 'https://new.example/',
    });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('remembers an unknown code briefly, and forgets everything after a gap', async () => {
    vi.useFakeTimers();
    try {
      const { rows, load } = database();
      const cache = new DestinationCache(load, { missTtlMs: 1000 });
      expect(await resolved(cache.get('short_link', 'novo'))).toBeNull();
      expect(cache.get('short_link', 'novo')).toBeNull();
      expect(load).toHaveBeenCalledTimes(1);
      rows.set('name:novo', { id: 'link-3', destination: 'https://d.example/' });
      vi.advanceTimersByTime(1001);
      expect(await resolved(cache.get('short_link', 'novo'))).toMatchObject({ id: 'link-3' });

      rows.set('name:novo', { id: 'link-3', destination: 'https://e.example/' });
      cache.clear();
      expect(await resolved(cache.get('short_link', 'novo'))).toMatchObject({
        destination: 'https://e.example/',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays within its bound', async () => {
    const load = vi.fn(async (_kind: RedirectKind, key: string) => ({
      id: key,
      destination: `https://x.example/${key}`,
    }));
    const cache = new DestinationCache(load, { maxEntries: 100 });
    for (let i = 0; i < 1000; i++) await resolved(cache.get('short_link', `c${i}`));
    expect(cache.size).toBeLessThanOrEqual(100);
    expect(cache.get('short_link', 'c999')).toMatchObject({ id: 'c999' });
  });
});
