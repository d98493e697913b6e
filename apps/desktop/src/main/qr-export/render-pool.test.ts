import { describe, expect, it, vi } from 'vitest';
import { code, decodePng, logo } from '../test-support/export-fixtures';
import { createWorkerState, type FromWorker, type ToWorker } from './render-messages';
import { createRenderPool, type WorkerLike } from './render-pool';

/** A worker that runs the real worker code (render-messages.ts) asynchronously. */
function fakeWorker(log: string[], name: string): WorkerLike {
  const state = createWorkerState();
  const listeners: { message?: (m: FromWorker) => void; error?: (e: Error) => void } = {};
  return {
    postMessage(message: ToWorker) {
      log.push(`${name}:${message.type}`);
      setTimeout(() => {
        const reply = state.receive(message);
        if (reply) listeners.message?.(reply);
      }, 1);
    },
    on(event: 'message' | 'error', listener: never) {
      listeners[event] = listener;
    },
    terminate: vi.fn(async () => 0),
  } as WorkerLike;
}

describe('the render pool', () => {
  it('teaches each worker the logos once and spreads the codes over the least busy', async () => {
    const log: string[] = [];
    let n = 0;
    const workers: WorkerLike[] = [];
    const pool = createRenderPool({
      size: 2,
      spawn: () => {
        const worker = fakeWorker(log, `w${(n += 1)}`);
        workers.push(worker);
        return worker;
      },
      logos: [logo('a')],
    });
    const results = await Promise.all([
      pool.render(code(1, { logoId: 'a' }), true),
      pool.render(code(2), false),
      pool.render(code(3), false),
    ]);
    expect(log).toEqual(['w1:logos', 'w2:logos', 'w1:render', 'w2:render', 'w1:render']);
    expect(decodePng(results[0]!.png).text).toBe(code(1).dynamicUrl);
    expect(decodePng(results[0]!.png).pixel(500, 500).slice(0, 3)).toEqual([20, 90, 200]);
    expect(results[0]?.svg).toContain('<svg');
    expect(results[1]?.svg).toBeNull();
    await pool.close();
    for (const worker of workers) expect(worker.terminate).toHaveBeenCalled();
  });

  it('rejects the codes a worker cannot draw, with the reason', async () => {
    const pool = createRenderPool({ size: 1, spawn: () => fakeWorker([], 'w'), logos: [] });
    await expect(
      pool.render(code(1, { dynamicUrl: `https://x.com/${'a'.repeat(3000)}` }), false),
    ).rejects.toThrow('O conteúdo é grande demais');
  });

  it('draws inline when workers cannot start or die, so no code is lost', async () => {
    const broken = () => {
      throw new Error('no threads here');
    };
    const pool = createRenderPool({ size: 2, spawn: broken, logos: [] });
    expect(decodePng((await pool.render(code(1), false)).png).text).toBe(code(1).dynamicUrl);

    let errorListener: (error: Error) => void = () => {};
    const dying = {
      postMessage: vi.fn(),
      on: (event: string, listener: never) => {
        if (event === 'error') errorListener = listener;
      },
      terminate: vi.fn(),
    } as unknown as WorkerLike;
    const pool2 = createRenderPool({ size: 1, spawn: () => dying, logos: [] });
    const pending = pool2.render(code(2), false);
    errorListener(new Error('worker crashed'));
    expect(decodePng((await pending).png).text).toBe(code(2).dynamicUrl);
    expect(decodePng((await pool2.render(code(3), false)).png).text).toBe(code(3).dynamicUrl);
    await pool2.close();
  });
});
