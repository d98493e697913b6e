/**
 * The REST API's answers compressed for a client that accepts it (brotli, else gzip), as the
 * static handler sends the web app's files: a list of plans or codes is JSON that shrinks
 * 3-10x, and a phone on a slow network waits on those bytes (Lighthouse's "enable text
 * compression" flagged the pricing section's plans).
 *
 * Not @fastify/compress: it leaves every answer with a Content-Range header as it is (it reads
 * the header as byte offsets), and PostgREST's answers all carry one, counting rows.
 *
 * Answers under 1 KB go as they are, where compressing saves less than it costs. Brotli at
 * quality 4: most of its gain for a fraction of the CPU of the build's quality 11, on an answer
 * made once; zlib works in libuv's threads, so a large answer never holds up the redirects. A
 * client that asks for no encoding (the benchmarks' autocannon, most server-side callers) pays
 * nothing.
 */
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { brotliCompress, constants, gzip } from 'node:zlib';

const MIN_BYTES = 1024;
const ENCODINGS = ['br', 'gzip'] as const;
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const compress = {
  br: (body: Buffer, done: (error: Error | null, result: Buffer) => void) =>
    brotliCompress(body, BROTLI_OPTIONS, done),
  gzip: (body: Buffer, done: (error: Error | null, result: Buffer) => void) => gzip(body, done),
};

/** Adds Accept-Encoding to the Vary header others (CORS) may have set. */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
}

export function compressAnswers(scope: FastifyInstance): void {
  // A callback hook, not an async one: no promise for the many answers it leaves alone.
  scope.addHook('onSend', (request, reply, payload, done) => {
    const plain = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : null;
    // A string's length counts UTF-16 units, never more than its bytes: a cheap first test.
    if (!plain || plain.length < MIN_BYTES || reply.getHeader('content-encoding')) {
      done(null, payload);
      return;
    }
    varyOnEncoding(reply);
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', [...ENCODINGS]);
    if (encoding !== 'br' && encoding !== 'gzip') {
      done(null, payload);
      return;
    }
    compress[encoding](Buffer.isBuffer(plain) ? plain : Buffer.from(plain), (error, result) => {
      if (error) {
        done(null, payload); // sent as it is: compression is an optimisation
        return;
      }
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      done(null, result);
    });
  });
}
