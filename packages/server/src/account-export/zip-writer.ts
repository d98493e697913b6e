// A ZIP written as it is made (fflate's streaming Zip) into a Node stream, so an export of a
// million rows never sits whole in memory: `write` resolves when the reader has taken enough.
import { PassThrough } from 'node:stream';
import { once } from 'node:events';
import { Zip, ZipDeflate, strToU8 } from 'fflate';

export interface ZipWriter {
  readonly stream: PassThrough;
  /** Opens an entry; every later write goes to it until the next one opens. */
  file(name: string): Promise<void>;
  write(text: string): Promise<void>;
  /** Closes the last entry and the archive. */
  finish(): Promise<void>;
  fail(error: Error): void;
}

export function createZipWriter(): ZipWriter {
  const stream = new PassThrough();
  let full = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      stream.destroy(error);
      return;
    }
    if (!stream.write(Buffer.from(chunk))) full = true;
    if (final) stream.end();
  });
  let current: ZipDeflate | null = null;
  const drained = async () => {
    if (!full || stream.destroyed) return;
    full = false;
    await Promise.race([once(stream, 'drain'), once(stream, 'close')]);
  };
  const close = () => {
    current?.push(new Uint8Array(0), true);
    current = null;
  };
  return {
    stream,
    async file(name) {
      close();
      current = new ZipDeflate(name, { level: 6 });
      zip.add(current);
      await drained();
    },
    async write(text) {
      if (stream.destroyed) throw new Error('export cancelled: the download was closed');
      current!.push(strToU8(text));
      await drained();
    },
    async finish() {
      close();
      zip.end();
      await drained();
    },
    fail(error) {
      stream.destroy(error);
    },
  };
}
