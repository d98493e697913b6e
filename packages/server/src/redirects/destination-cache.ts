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
  /**
   * Targets with rules that were dropped, or read but not kept (a change raced with the read),
   * while redirects may still be answered from them: a WhatsApp roulette counts its turn there,
   * and the database's count lags by the visits not written yet. The reload goes on from the
   * furthest turn instead of handing the same attendant the next visitor again. Taken by the
   * reload; bounded.
   */
  private readonly dropped = new Map<string, RedirectTarget>();
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
        // A change arrived while we read: what we read may be the old row. Do not keep it
        // (its caller still answers from it).
        if (generation === this.generation) this.store(cacheKey, kind, target);
        else if (target) this.remember(cacheKey, target);
        return target;
      })
      .finally(() => this.loading.delete(cacheKey));
    this.loading.set(cacheKey, promise);
    return promise;
  }

  private store(cacheKey: string, kind: RedirectKind, target: RedirectTarget | null): void {
    if (this.entries.size >= this.maxEntries) this.evictOldest();
    const turn = this.dropped.get(cacheKey)?.rules?.turn;
    this.dropped.delete(cacheKey);
    if (turn !== undefined && target?.rules && turn > target.rules.turn) target.rules.turn = turn;
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
    if (scope === 'qr') this.drop(`qr:${value}`);
    else if (scope === 'name') this.drop(`name:${value}`);
    else if (scope === 'link') {
      for (const cacheKey of this.namesOfLink.get(value) ?? []) this.drop(cacheKey);
      this.namesOfLink.delete(value);
    } else this.clear();
  }

  private drop(cacheKey: string): void {
    const target = this.entries.get(cacheKey)?.target;
    if (target) this.remember(cacheKey, target);
    this.entries.delete(cacheKey);
  }

  private remember(cacheKey: string, target: RedirectTarget): void {
    if (!target.rules) return;
    const earlier = this.dropped.get(cacheKey)?.rules?.turn ?? 0;
    if (earlier > target.rules.turn) target.rules.turn = earlier;
    if (this.dropped.size >= this.maxEntries) this.dropped.clear();
    this.dropped.set(cacheKey, target);
  }

  /** Forget everything (e.g. the notification connection was lost: changes may be missed). */
  clear(): void {
    this.generation += 1;
    for (const cacheKey of this.entries.keys()) this.drop(cacheKey);
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
