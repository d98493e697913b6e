// One folder export at a time (QR codes or vCards): its cancellation, and the guard against a
// second one started while the first runs.
export class ExportBusyError extends Error {
  override name = 'ExportBusyError';
  constructor() {
    super('Uma exportação já está em andamento.');
  }
}

export function createExportSession() {
  let running: AbortController | null = null;
  return {
    async run<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
      if (running) throw new ExportBusyError();
      const controller = new AbortController();
      running = controller;
      try {
        return await work(controller.signal);
      } finally {
        running = null;
      }
    },
    cancel(): void {
      running?.abort();
    },
    get busy(): boolean {
      return running !== null;
    },
  };
}

export type ExportSession = ReturnType<typeof createExportSession>;
