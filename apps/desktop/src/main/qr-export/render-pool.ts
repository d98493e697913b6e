// Draws the export's files on several threads: a 1000 px PNG with a logo costs about 6-7 ms of
// CPU, so 1,000 of them take 6-7 s on one core and about 4-4.5 s on two, with main writing the
// files (npm run bench:desktop-export). Each worker learns the logos once, then takes codes; the least busy
// worker gets the next one. A worker that cannot start or dies hands its codes, and all later
// ones, to the same drawing code run inline: the export is slower, never broken.
import type { ExportCode, ExportLogo } from '@qrlink/ui/lib/platform/bridge-contract';
import { renderExportFiles, type RenderedFiles } from './render-export-files';
import type { FromWorker, ToWorker } from './render-messages';

export type RenderCode = (code: ExportCode, includeSvg: boolean) => Promise<RenderedFiles>;

export interface Renderer {
  render: RenderCode;
  close(): Promise<void>;
}

/** The part of node:worker_threads' Worker the pool uses. */
export interface WorkerLike {
  postMessage(message: ToWorker): void;
  on(event: 'message', listener: (message: FromWorker) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  terminate(): Promise<number> | void;
}

interface Pending {
  code: ExportCode;
  includeSvg: boolean;
  resolve: (files: RenderedFiles) => void;
  reject: (error: Error) => void;
}

export function createRenderPool(options: {
  size: number;
  spawn: () => WorkerLike;
  logos: ExportLogo[];
}): Renderer {
  let nextId = 0;
  const inline = createInlineRenderer(options.logos);
  const runInline = (task: Pending) =>
    inline.render(task.code, task.includeSvg).then(task.resolve, task.reject);
  const slots = Array.from({ length: Math.max(1, options.size) }, () => {
    const slot = { worker: null as WorkerLike | null, pending: new Map<number, Pending>() };
    const fail = () => {
      slot.worker = null;
      for (const task of slot.pending.values()) void runInline(task);
      slot.pending.clear();
    };
    try {
      const worker = options.spawn();
      worker.on('message', (reply) => {
        const task = slot.pending.get(reply.id);
        slot.pending.delete(reply.id);
        if (!task) return;
        if (reply.ok) task.resolve({ png: reply.png, svg: reply.svg });
        else task.reject(new Error(reply.message));
      });
      worker.on('error', fail);
      worker.postMessage({ type: 'logos', logos: options.logos });
      slot.worker = worker;
    } catch {
      fail();
    }
    return slot;
  });
  return {
    render(code, includeSvg) {
      const live = slots.filter((slot) => slot.worker !== null);
      if (live.length === 0) return inline.render(code, includeSvg);
      const slot = live.reduce((best, candidate) =>
        candidate.pending.size < best.pending.size ? candidate : best,
      );
      const id = (nextId += 1);
      return new Promise<RenderedFiles>((resolve, reject) => {
        slot.pending.set(id, { code, includeSvg, resolve, reject });
        slot.worker?.postMessage({ type: 'render', id, code, includeSvg });
      });
    },
    async close() {
      await Promise.all(slots.map((slot) => slot.worker?.terminate()));
    },
  };
}

/** Same drawing on the calling thread, yielding between codes so main stays responsive. */
export function createInlineRenderer(logos: ExportLogo[]): Renderer {
  const byId = new Map(logos.map((logo) => [logo.id, logo]));
  return {
    render: (code, includeSvg) =>
      new Promise((resolve, reject) => {
        setImmediate(() => {
          try {
            const logo = code.logoId ? (byId.get(code.logoId) ?? null) : null;
            resolve(renderExportFiles(code, logo, includeSvg));
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      }),
    close: async () => {},
  };
}
