/**
 * No scan is lost when the server is killed: the real start command serves a QR code under
 * load, is killed with SIGKILL in the middle, and is started again on the same data directory;
 * every 302 the clients received is then a row and a count (a request the server journalled
 * but whose answer the kill cut off may be recorded too: at most one per client). PGlite in
 * DATA_DIR; the same on PostgreSQL, with three instances behind nginx, is redirect-cluster.test.ts.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CLIENTS,
  ownerWithCode,
  recordedAfter,
  requestCode,
  until,
} from '../support/counted-redirects';
import { freePort } from '../support/free-port';
import { pgliteFromTemplate } from '../support/pglite-template';
import { exited, startCommand } from '../support/start-command';

/** The start command, as a process to kill. */
async function start(env: Record<string, string>, url: string): Promise<ChildProcess> {
  return (await startCommand(env, url)).child;
}

/** Clients request the code until `server` dies under them; returns the 302s seen. */
async function loadUntilKilled(url: string, id: string, server: ChildProcess): Promise<number> {
  let answered = 0;
  const other: number[] = [];
  const load = requestCode(
    url,
    id,
    (response) => (response.status === 302 ? (answered += 1) : other.push(response.status)),
    () => other.length > 0,
  );
  await until(() => answered >= 300 || other.length > 0);
  expect(other).toEqual([]);
  server.kill('SIGKILL');
  await load;
  return answered;
}

describe('one PGlite server, killed under load', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'qrlink-kill-'));
  let running: ChildProcess | undefined;
  afterAll(async () => {
    running?.kill('SIGKILL');
    if (running) await exited(running);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('records every answered redirect after a kill and a restart', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: url,
      AUTH_AUTOCONFIRM: 'true',
    };
    // Already migrated (a first start is start-command.test.ts's): the run's template.
    await (await pgliteFromTemplate(join(dataDir, 'pglite'))).close();
    running = await start(env, url);
    const { api, id } = await ownerWithCode(url, 'kill@example.com');

    // Load from CLIENTS clients until the server dies under them.
    const answered = await loadUntilKilled(url, id, running);
    await exited(running);

    running = await start(env, url);
    const recorded = await recordedAfter(url, api, id, answered);
    console.log(`[pglite] ${answered} redirects answered before SIGKILL; ${recorded} recorded`);
    expect(recorded).toBeLessThanOrEqual(answered + CLIENTS);

    running.kill('SIGTERM');
    await exited(running);
    running = undefined;
  }, 180_000);
});
