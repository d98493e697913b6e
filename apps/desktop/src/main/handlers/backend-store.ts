// The backend chosen on first launch, remembered in the user's data folder (backend.json). A
// file that does not parse is as good as none: the first-launch screen asks again.
import { join } from 'node:path';
import { backendChoiceSchema, type BackendChoice } from '@qrlink/ui/lib/platform/bridge-contract';
import type { FileSystem } from '../files/file-system';
import { writeAtomically } from '../files/write-atomically';

export const BACKEND_FILE = 'backend.json';

export function createBackendStore(deps: { fs: FileSystem; userDataDir: string }) {
  const path = join(deps.userDataDir, BACKEND_FILE);
  let cached: BackendChoice | null | undefined;
  return {
    async get(): Promise<BackendChoice | null> {
      if (cached !== undefined) return cached;
      try {
        const text = new TextDecoder().decode(await deps.fs.readFile(path));
        const parsed = backendChoiceSchema.safeParse(JSON.parse(text));
        cached = parsed.success ? parsed.data : null;
      } catch {
        cached = null;
      }
      return cached;
    },
    async set(choice: BackendChoice): Promise<BackendChoice> {
      await writeAtomically(deps.fs, path, JSON.stringify(choice, null, 2), { replace: true });
      cached = choice;
      return choice;
    },
    async clear(): Promise<void> {
      await deps.fs.unlink(path).catch(() => {});
      cached = null;
    },
    /** The origin the app talks to, for CORS and the Content-Security-Policy. */
    originOf(choice: BackendChoice | null | undefined): string | null {
      if (!choice) return null;
      return choice.kind === 'self-hosted' ? choice.serverUrl : choice.supabaseUrl;
    },
  };
}

export type BackendStore = ReturnType<typeof createBackendStore>;
