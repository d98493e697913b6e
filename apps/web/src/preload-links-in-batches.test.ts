import { afterEach, describe, expect, it, vi } from 'vitest';
import { withPreloadLinksInBatches } from './preload-links-in-batches';

function link(href: string, rel = 'modulepreload'): HTMLLinkElement {
  const element = document.createElement('link');
  element.rel = rel;
  element.href = href;
  return element;
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((element) =>
    element.getAttribute('href'),
  );

describe('withPreloadLinksInBatches', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
  });

  it('adds the modulepreload links a screen import adds, 8 per task, in order', () => {
    vi.useFakeTimers();
    const hrefs = Array.from({ length: 40 }, (_, i) => `/assets/chunk-${i}.js`);
    const result = withPreloadLinksInBatches(() => {
      for (const href of hrefs) document.head.appendChild(link(href));
      // Anything else goes in at once.
      document.head.appendChild(Object.assign(document.createElement('meta'), { name: 'probe' }));
      return 'the import';
    });
    expect(result).toBe('the import');
    expect(preloads()).toEqual([]);
    expect(document.head.querySelector('meta[name="probe"]')).not.toBeNull();
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(hrefs.slice(0, 8));
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(hrefs.slice(0, 16));
    for (let task = 3; task <= 5; task += 1) vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(hrefs);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives appendChild back, and still adds the links, when the import throws', () => {
    vi.useFakeTimers();
    expect(() =>
      withPreloadLinksInBatches(() => {
        document.head.appendChild(link('/assets/a.js'));
        throw new Error('failed');
      }),
    ).toThrow('failed');
    expect(Object.hasOwn(document.head, 'appendChild')).toBe(false);
    // Links added later are the page's own business again.
    document.head.appendChild(link('/assets/later.js'));
    expect(preloads()).toEqual(['/assets/later.js']);
    vi.runAllTimers();
    expect(preloads()).toEqual(['/assets/later.js', '/assets/a.js']);
  });
});
