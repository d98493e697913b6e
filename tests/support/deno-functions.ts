/**
 * `npm run functions:serve` as a child process (every Edge Function of supabase/functions under
 * Deno on one port), for the tests of a hosted deployment: started on `env` (the variables a
 * Supabase project gives its functions, and ours), returned once it answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './free-port';
import { exited } from './start-command';

const ROOT = join(import.meta.dirname, '../..');
// The binary itself, not node_modules/.bin/deno: after a fresh `npm ci` that is the package's
// Node launcher (bin.cjs), whose Deno child outlives a SIGTERM sent to the launcher (a
// fresh-clone CI run left 13 of them behind).
const DENO = join(ROOT, 'node_modules/deno/deno');

export interface DenoFunctions {
  /** Where `/functions/v1/<name>` is served. */
  url: string;
  stop(): Promise<void>;
}

export async function startDenoFunctions(
  env: Record<string, string>,
  port?: number,
): Promise<DenoFunctions> {
  const listenOn = port ?? (await freePort());
  const child: ChildProcess = spawn(DENO, ['run', '-A', 'scripts/deno/functions-serve.ts'], {
    cwd: ROOT,
    // Its standard input is a pipe from this process: should this process die without stopping
    // it (a killed test worker), the pipe ends and so does it.
    env: {
      ...process.env,
      ...env,
      FUNCTIONS_PORT: String(listenOn),
      FUNCTIONS_EXIT_WITH_STDIN: '1',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${listenOn}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`functions:serve exited:\n${output}`);
    const answered = await fetch(`${url}/functions/v1/`).then(
      () => true,
      () => false,
    );
    if (answered) {
      return {
        url,
        async stop() {
          child.kill('SIGTERM');
          await exited(child);
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`functions:serve did not answer in 60 s:\n${output}`);
}
