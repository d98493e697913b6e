/**
 * Published pages in memory, as the redirect path keeps destinations (redirects/
 * destination-cache.ts): each slug is read once, then served from a bounded map that the
 * database's `page_cache` notifications keep true (notify_page_cache sends the old and the new
 * slug of every change). A read that raced with a change is not kept; an unknown slug is
 * remembered for a few seconds, so a flood of made-up addresses cannot reach the database.
 */
import type { PublishedPage } from './load-published-page';

const MAX_ENTRIES = 5_000;
const UNKNOWN_FOR_MS = 5_000;

interface Entry {
  page: PublishedPage | null;
  /** When an unknown slug must be asked again. */
  until: number;
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<PublishedPage | null>>();
  /** Bumped by every invalidation: a load that started before one is not kept. */
  private generation = 0;

  constructor(
    private readonly load: (slug: string) => Promise<PublishedPage | null>,
    private readonly now: () => number = Date.now,
  ) {}

  get(slug: string): Promise<PublishedPage | null> {
    const entry = this.entries.get(slug);
    if (entry && entry.until > this.now()) return Promise.resolve(entry.page);
    const pending = this.loading.get(slug);
    if (pending) return pending;
    const generation = this.generation;
    const loaded = this.load(slug).then(
      (page) => {
        this.loading.delete(slug);
        if (generation === this.generation) this.keep(slug, page);
        return page;
      },
      (error: unknown) => {
        this.loading.delete(slug);
        throw error;
      },
    );
    this.loading.set(slug, loaded);
    return loaded;
  }

  /** A page changed (its old or new slug): forget it. */
  invalidate(slug: string): void {
    this.generation += 1;
    this.entries.delete(slug);
  }

  /** Notifications may have been missed: forget everything. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private keep(slug: string, page: PublishedPage | null): void {
    if (this.entries.size >= MAX_ENTRIES) {
      // The oldest entry goes (a Map iterates in insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(slug, {
      page,
      until: page ? Number.POSITIVE_INFINITY : this.now() + UNKNOWN_FOR_MS,
    });
  }
}
