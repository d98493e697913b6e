/**
 * The schema model, loaded once and reused (PostgREST's schema cache). A lookup that misses
 * reloads it (at most once a second), so tables and functions created by a migration after
 * start are found without a restart, while a stream of bad names cannot hammer the catalog.
 */
import type { DbClient } from '../../../db/database';
import { loadSchema } from './load-schema';
import type { SchemaModel } from './schema-model';

const MIN_RELOAD_INTERVAL_MS = 1000;

export class SchemaCache {
  private current: Promise<SchemaModel> | undefined;
  private loadedAt = 0;

  constructor(private readonly db: DbClient) {}

  get(): Promise<SchemaModel> {
    if (!this.current) this.reload();
    return this.current as Promise<SchemaModel>;
  }

  reload(): Promise<SchemaModel> {
    this.loadedAt = Date.now();
    const loading = loadSchema(this.db);
    // A failed load must not stick: the next request tries again.
    loading.catch(() => {
      if (this.current === loading) this.current = undefined;
    });
    this.current = loading;
    return loading;
  }

  /** Find something in the model; on a miss, reload once (rate-limited) and look again. */
  async lookup<T>(find: (model: SchemaModel) => T | undefined): Promise<T | undefined> {
    const found = find(await this.get());
    if (found !== undefined || Date.now() - this.loadedAt < MIN_RELOAD_INTERVAL_MS) return found;
    return find(await this.reload());
  }
}
