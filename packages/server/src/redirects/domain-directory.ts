/**
 * The verified own domains (docs/product/custom-domains.md), kept in memory like the codes
 * (destination-cache.ts): a request on a domain's Host reads nothing from the database once the
 * domain was seen. The database's notification 'domain:<hostname>' (redirect_cache channel) drops
 * an entry the moment it changes; unknown hosts are remembered briefly, so a flood of requests
 * with made-up Host headers is not a flood of queries; the map is bounded.
 */
import type { Db } from '../db/database';

export interface OwnDomain {
  id: string;
  /** Whose domain it is: only this workspace's codes answer on it. */
  workspaceId: string;
  /** Where the domain's root leads (null: 404). */
  rootUrl: string | null;
}

interface Entry {
  domain: OwnDomain | null;
  /** For unknown hosts only: when to ask the database again. */
  expiresAt?: number;
}

const MAX_ENTRIES = 10_000;
const MISS_TTL_MS = 5_000;

export class DomainDirectory {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<OwnDomain | null>>();
  private generation = 0;

  constructor(private readonly load: (hostname: string) => Promise<OwnDomain | null>) {}

  /** The domain when it is in memory (null: known not to be one), undefined when not known. */
  peek(hostname: string, now = Date.now()): OwnDomain | null | undefined {
    const entry = this.entries.get(hostname);
    if (!entry || (entry.expiresAt !== undefined && entry.expiresAt <= now)) return undefined;
    return entry.domain;
  }

  /** The verified domain `hostname` (lowercase) names, or null. */
  lookup(hostname: string, now = Date.now()): Promise<OwnDomain | null> {
    const entry = this.entries.get(hostname);
    if (entry && (entry.expiresAt === undefined || entry.expiresAt > now)) {
      return Promise.resolve(entry.domain);
    }
    const pending = this.loading.get(hostname);
    if (pending) return pending;
    const generation = this.generation;
    const loaded = this.load(hostname).then(
      (domain) => {
        this.loading.delete(hostname);
        // A change notified while this read ran may have made it stale: not kept.
        if (generation === this.generation) {
          if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
          this.entries.set(
            hostname,
            domain ? { domain } : { domain: null, expiresAt: Date.now() + MISS_TTL_MS },
          );
        }
        return domain;
      },
      (error: unknown) => {
        this.loading.delete(hostname);
        throw error;
      },
    );
    this.loading.set(hostname, loaded);
    return loaded;
  }

  /** The database says `hostname` changed (added, verified, its root address, removed). */
  invalidate(hostname: string): void {
    this.generation += 1;
    this.entries.delete(hostname.toLowerCase());
  }

  /** Forget everything (the notification connection was lost: changes may be missed). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

/** A verified domain's row, read by the server's own connection. */
export async function loadOwnDomain(db: Db, hostname: string): Promise<OwnDomain | null> {
  const { rows } = await db.query<{ id: string; workspace_id: string; root_url: string | null }>(
    `select id, workspace_id, root_url from public.custom_domains
      where hostname = $1 and verified_at is not null`,
    [hostname],
  );
  const row = rows[0];
  return row ? { id: row.id, workspaceId: row.workspace_id, rootUrl: row.root_url } : null;
}
