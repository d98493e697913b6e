/**
 * Several machines: three instances of the real start command on one PostgreSQL, behind nginx
 * (round-robin, a failed instance's requests tried on the next). The scans spread over the
 * three; one instance is killed with SIGKILL under load and the visitors never notice; once it
 * is started again on its data directory (where its journal waits), every 302 the clients
 * received is a row and a count (plus at most one per client for a request the killed instance
 * journalled but never answered, which nginx then sent to another).
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CLIENTS,
  ownerWithCode,
  recordedAfter,
  requestCode,
  until,
} from '../support/counted-redirects';
import { emptyPostgresDatabase } from '../support/databases';
import { instancesOnOnePostgres, type Instances } from '../support/instances';
import { startNginx, type Nginx } from '../support/nginx';
import { exited, startCommand } from '../support/start-command';

const INSTANCES = 3;

describe('three instances behind nginx on one PostgreSQL, one killed under load', () => {
  let instances: Instances | undefined;
  const running: ChildProcess[] = [];
  let nginx: Nginx | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await nginx?.stop();
    // Filled by index as each instance starts: a failed start leaves a hole.
    const started = running.filter(Boolean);
    for (const child of started) child.kill('SIGKILL');
    await Promise.all(started.map(exited));
    await drop?.();
    instances?.removeDirs();
  });

  it('spreads the scans, answers through the kill, and records every 302', async () => {
    const database = await emptyPostgresDatabase('qrlink_cluster');
    drop = database.drop;
    instances = await instancesOnOnePostgres(database.url, INSTANCES);
    const { addresses, envs } = instances;
    const start = async (i: number) =>
      (running[i] = (await startCommand(envs[i]!, `http://${addresses[i]}`)).child);
    // The first migrates the empty database; the others find it ready.
    await start(0);
    await Promise.all([start(1), start(2)]);
    nginx = await startNginx(addresses);
    const { api, id } = await ownerWithCode(nginx.url, 'equipe@example.com');

    // Load through nginx; each answer names the instance that gave it (the last one tried).
    const byInstance = new Map<string, number>(addresses.map((address) => [address, 0]));
    const other: number[] = [];
    let answered = 0;
    let stopped = false;
    const load = requestCode(
      nginx.url,
      id,
      (response) => {
        if (response.status !== 302) return void other.push(response.status);
        answered += 1;
        const instance = response.headers.get('x-upstream')!.split(', ').at(-1)!;
        byInstance.set(instance, (byInstance.get(instance) ?? 0) + 1);
      },
      () => stopped || other.length > 0,
    );
    await until(() => answered >= 300 || other.length > 0);
    const beforeKill = new Map(byInstance);
    running[0]!.kill('SIGKILL');
    const atKill = answered;
    await until(() => answered >= atKill + 300 || other.length > 0);
    stopped = true;
    await load;
    await exited(running[0]!);

    expect(other, 'every visitor got a 302, also while an instance died').toEqual([]);
    for (const address of addresses) expect(beforeKill.get(address)).toBeGreaterThan(0);
    for (const survivor of addresses.slice(1)) {
      expect(byInstance.get(survivor)).toBeGreaterThan(beforeKill.get(survivor)!);
    }

    // The killed instance comes back on its data directory and writes what it journalled.
    await start(0);
    const recorded = await recordedAfter(nginx.url, api, id, answered);
    console.log(
      `[cluster] ${answered} answered (${[...byInstance.values()].join(' + ')}), ` +
        `${atKill} before the kill; ${recorded} recorded`,
    );
    expect(recorded).toBeLessThanOrEqual(answered + CLIENTS);
  }, 180_000);
});
