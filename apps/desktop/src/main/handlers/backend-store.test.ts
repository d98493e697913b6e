import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nodeFileSystem } from '../files/file-system';
import { temporaryFolder } from '../test-support/export-fixtures';
import { BACKEND_FILE, createBackendStore } from './backend-store';

describe('the remembered backend', () => {
  let folder: ReturnType<typeof temporaryFolder>;
  beforeEach(() => {
    folder = temporaryFolder();
  });
  afterEach(() => folder.remove());
  const store = () => createBackendStore({ fs: nodeFileSystem, userDataDir: folder.path });

  it('is none on first launch, then what was chosen, across restarts', async () => {
    expect(await store().get()).toBeNull();
    const choice = {
      kind: 'supabase' as const,
      supabaseUrl: 'https://abc.supabase.co',
      anonKey: 'anon',
      publicUrl: 'https://qr.loja.com.br',
    };
    await store().set(choice);
    expect(await store().get()).toEqual(choice);
    expect(JSON.parse(readFileSync(join(folder.path, BACKEND_FILE), 'utf8'))).toEqual(choice);
    expect(store().originOf(choice)).toBe('https://abc.supabase.co');
    expect(store().originOf({ kind: 'self-hosted', serverUrl: 'http://localhost:3000' })).toBe(
      'http://localhost:3000',
    );
  });

  it('ignores a file that is not a valid choice, and forgets on clear', async () => {
    writeFileSync(
      join(folder.path, BACKEND_FILE),
      '{"kind":"self-hosted","serverUrl":"http://10.0.0.5"}',
    );
    expect(await store().get()).toBeNull();
    writeFileSync(join(folder.path, BACKEND_FILE), 'não é json');
    expect(await store().get()).toBeNull();
    const s = store();
    await s.set({ kind: 'self-hosted', serverUrl: 'http://localhost:3000' });
    await s.clear();
    expect(await s.get()).toBeNull();
    expect(folder.files()).toEqual([]);
  });
});
