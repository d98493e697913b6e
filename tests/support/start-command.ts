/**
 * The real `npm start` command (scripts/start.mjs, no web build) as a child process, for the
 * tests and benchmarks that stop, kill and restart it: started on the given environment and
 * returned once it answers /health.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { SHORT_LIVED_PGLITE_NODE_FLAGS } from './short-lived-pglite';

const ROOT = join(import.meta.dirname, '../..');

export interface StartedCommand {
  child: ChildProcess;
  /** Everything it printed so far. */
  output: () => string;
}

export async function startCommand(
  env: Record<string, string>,
  url: string,
  /**
   * Node's flags: by default those of a server that lives a few seconds (short-lived-pglite.ts);
   * a benchmark passes none, to measure the server as `npm start` runs it.
   */
  nodeFlags: readonly string[] = SHORT_LIVED_PGLITE_NODE_FLAGS,
): Promise<StartedCommand> {
  const child = spawn(process.execPath, [...nodeFlags, 'scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, ...env, SKIP_WEB_BUILD: '1', LOG_LEVEL: 'warn', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer /health in 120 s:\n${output}`);
}

/** Resolves once the process has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve()
      : child.once('exit', () => resolve()),
  );
}
