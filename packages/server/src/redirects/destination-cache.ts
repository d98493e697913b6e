/**
 * Where each code leads, kept in memory so that a redirect reads nothing from the database.
 *
 * Entries are dropped the moment the database says so: triggers send
 * pg_notify('redirect_cache', 'qr:<id>' | 'link:<id>' | 'name:<code>') on every change that can
 * alter a destination, and every server instance listening on that database receives it. A
 * load that raced with a change is not kept (the generation counter), concurrent misses of one
 * code share one query, unknown codes are remembered briefly (a burst of scans of a deleted
 * code does not become a burst of queries), and the map is bounded.
 */

import type { RedirectRules } from './redirect-rules';

export type RedirectKind = 'qr' | 'short_link';

/** What a code's link preview shows crawlers (any of the three may be null). */
export interface LinkPreview {
  title: string | null;
  description: string | null;
  imageUrl: string | null;
}

/** A code's row: its id (recorded with each visit), its destination ready to send, its rules. */
export interface RedirectTarget {
  id: string;
  destination: string;
  /** Absent for codes without rules: their redirects check nothing more. */
  rules?: RedirectRules;
  /** Absent for codes without a preview: bots get the 302 (or the rules' refusal) as anyone. */
  preview?: LinkPreview;
  /** Its workspace: on an own domain, only the domain's workspace's codes answer. */
  workspaceId?: string;
  /**
   * Disabled by an admin or its owner blocked: every redirect answers 410 'disabled' and
   * records nothing (its destination is then empty, never sent).
   */
  disabled?: true;
}

export type LoadTarget = (kind: RedirectKind, key: string) => Promise<RedirectTarget | null>;

export interface DestinationCacheOptions {
  maxEntries?: number;
  /** How long "no such code" is remembered. */
  missTtlMs?: number;
}

interface Entry {
  target: RedirectTarget | null;
  /** For misses only: when to ask the database again. */
  expiresAt?: number;
}

export class DestinationCache {
  private readonly entries = new Map<string, Entry>();
  /** Short link id -> the cache keys of its names, to drop them when the link changes. */
  private readonly namesOfLink = new Map<string, Set<string>>();
  private readonly loading = new Map<string, Promise<RedirectTarget | null>>();
  private generation = 0;
  private loadCount = 0;
  private readonly maxEntries: number;
  private readonly missTtlMs: number;

  constructor(
    private readonly load: LoadTarget,
    options: DestinationCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 200_000;
    this.missTtlMs = options.missTtlMs ?? 5_000;
  }

  /** A code already in memory, without asking the database; undefined otherwise (or unknown). */
  peek(kind: RedirectKind, key: string): RedirectTarget | undefined {
    const cacheKey = kind === 'qr' ? `qr:${key.toLowerCase()}` : `name:${key.toLowerCase()}`;
    return this.entries.get(cacheKey)?.target ?? undefined;
  }

  /** `key` is a QR id or a short code/alias as typed (names match case-insensitively). */
  get(kind: RedirectKind, key: string): Promise<RedirectTarget | null> | RedirectTarget | null {
    const cacheKey = kind === 'qr' ? `qr:${key.toLowerCase()}` : `name:${key.toLowerCase()}`;
    const entry = this.entries.get(cacheKey);
    if (entry && (entry.expiresAt === undefined || entry.expiresAt > Date.now())) {
      return entry.target;
    }
    return this.loadOnce(kind, key, cacheKey);
  }

  private loadOnce(
    kind: RedirectKind,
    key: string,
    cacheKey: string,
  ): Promise<RedirectTarget | null> {
    const inFlight = this.loading.get(cacheKey);
    if (inFlight) return inFlight;
    const generation = this.generation;
    this.loadCount += 1;
    const promise = this.load(kind, key)
      .then((target) => {
        // A change arrived while we read: what we read may be the old row. Do not keep it.
        if (generation === this.generation) this.store(cacheKey, kind, target);
        return target;
      })
      .finally(() => this.loading.delete(cacheKey));
    this.loading.set(cacheKey, promise);
    return promise;
  }

  private store(cacheKey: string, kind: RedirectKind, target: RedirectTarget | null): void {
    if (this.entries.size >= this.maxEntries) this.evictOldest();
    this.entries.set(
      cacheKey,
      target ? { target } : { target: null, expiresAt: Date.now() + this.missTtlMs },
    );
    if (kind === 'short_link' && target) {
      let names = this.namesOfLink.get(target.id);
      if (!names) this.namesOfLink.set(target.id, (names = new Set()));
      names.add(cacheKey);
    }
  }

  private evictOldest(): void {
    // A Map iterates in insertion order: drop the oldest tenth in one go.
    let toDrop = Math.max(1, Math.floor(this.maxEntries / 10));
    for (const key of this.entries.keys()) {
      if (toDrop-- <= 0) break;
      this.entries.delete(key);
    }
  }

  /** A pg_notify payload from the redirect_cache channel. */
  invalidate(payload: string): void {
    this.generation += 1;
    const separator = payload.indexOf(':');
    const scope = payload.slice(0, separator);
    const value = payload.slice(separator + 1).toLowerCase();
    if (scope === 'domain') return; // the DomainDirectory's
    if (scope === 'qr') this.entries.delete(`qr:${value}`);
    else if (scope === 'name') this.entries.delete(`name:${value}`);
    else if (scope === 'link') {
      for (const cacheKey of this.namesOfLink.get(value) ?? []) this.entries.delete(cacheKey);
      this.namesOfLink.delete(value);
    } else this.clear();
  }

  /** Forget everything (e.g. the notification connection was lost: changes may be missed). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.namesOfLink.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Codes looked up in the database so far: every other redirect was answered from memory. */
  get loads(): number {
    return this.loadCount;
  }
}
