import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScanDecodeReply, ScanDecodeRequest } from './scan-decode-messages';

const image = () => ({ data: new Uint8ClampedArray(4), width: 1, height: 1 }) as ImageData;

/** A stand-in for the browser's Worker: answers each request, or fails to start. */
function fakeWorker(behaviour: 'answer' | 'fail') {
  const started: FakeWorker[] = [];
  class FakeWorker extends EventTarget {
    received: ScanDecodeRequest[] = [];
    transferred: ArrayBuffer[][] = [];
    terminate = vi.fn();
    constructor() {
      super();
      started.push(this);
    }
    postMessage(request: ScanDecodeRequest, transfer: ArrayBuffer[]) {
      this.received.push(request);
      this.transferred.push(transfer);
      queueMicrotask(() => {
        if (behaviour === 'fail') return void this.dispatchEvent(new Event('error'));
        const data: ScanDecodeReply = { id: request.id, warnings: [] };
        this.dispatchEvent(new MessageEvent('message', { data }));
      });
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return started;
}

async function freshDecoder() {
  vi.resetModules();
  return import('./scan-decoder');
}

describe('decodeInWorker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the drawings to one worker, moving their pixels, and answers each by its id', async () => {
    const started = fakeWorker('answer');
    const { decodeInWorker } = await freshDecoder();
    const first = image();
    const [a, b] = await Promise.all([
      decodeInWorker('https://a.example', [first]),
      decodeInWorker('https://b.example', [image()]),
    ]);
    expect(a).toEqual([]);
    expect(b).toEqual([]);
    expect(started).toHaveLength(1);
    expect(started[0]!.received.map((request) => request.expected)).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(started[0]!.transferred[0]).toEqual([first.data.buffer]);
  });

  it('answers null (the page decodes) when the worker fails, and from then on', async () => {
    const started = fakeWorker('fail');
    const { decodeInWorker } = await freshDecoder();
    expect(await decodeInWorker('https://a.example', [image()])).toBeNull();
    expect(started[0]!.terminate).toHaveBeenCalled();
    expect(await decodeInWorker('https://a.example', [image()])).toBeNull();
    expect(started).toHaveLength(1);
  });

  it('answers null where no worker can run', async () => {
    vi.stubGlobal('Worker', undefined);
    const { decodeInWorker } = await freshDecoder();
    expect(await decodeInWorker('https://a.example', [image()])).toBeNull();
  });
});
