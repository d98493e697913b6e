import { describe, expect, it } from 'vitest';
import type { PublishedPage } from './load-published-page';
import { PageCache } from './page-cache';

const page = (title: string) => ({ slug: 'loja', title, badge: false }) as PublishedPage;

describe('PageCache', () => {
  it('reads a slug once, and again after a change of it', async () => {
    let title = 'Um';
    let loads = 0;
    const cache = new PageCache(async () => {
      loads += 1;
      return page(title);
    });
    expect((await cache.get('loja'))?.title).toBe('Um');
    expect((await cache.get('loja'))?.title).toBe('Um');
    expect(loads).toBe(1);
    title = 'Dois';
    cache.invalidate('loja');
    expect((await cache.get('loja'))?.title).toBe('Dois');
    expect(loads).toBe(2);
  });

  it('does not keep a read that raced with a change', async () => {
    let release!: (value: PublishedPage) => void;
    const cache = new PageCache(
      () =>
        new Promise<PublishedPage>((resolve) => {
          release = resolve;
        }),
    );
    const reading = cache.get('loja');
    cache.invalidate('loja');
    release(page('Velho'));
    expect((await reading)?.title).toBe('Velho');
    expect(cache.size).toBe(0);
  });

  it('remembers an unknown slug for a few seconds only', async () => {
    let now = 0;
    let loads = 0;
    const cache = new PageCache(
      async () => {
        loads += 1;
        return null;
      },
      () => now,
    );
    await cache.get('nada');
    await cache.get('nada');
    expect(loads).toBe(1);
    now = 5_001;
    await cache.get('nada');
    expect(loads).toBe(2);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
