/**
 * The self-hosted server's side of a server function (functions/web-function.ts): Fastify hands
 * the request over untouched (no body parsing: the function reads and limits its own body) as a
 * Web Request, and sends the Web Response back. Call it in a scope of its own: it replaces that
 * scope's body parsers.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebFunction } from '../../functions/web-function';

/**
 * The request body as a Web stream that reads the Node stream only when pulled. A body the
 * function never reads or stops reading (over its limit) is left to drain after the answer
 * (see below): consumed and dropped, so the client reads the answer instead of a reset
 * connection. (Readable.toWeb starts reading at once and keeps the rest from draining.)
 */
function lazyBody(payload: Readable): ReadableStream<Uint8Array> {
  return new ReadableStream({
    pull(controller) {
      return new Promise<void>((resolve, reject) => {
        const settle = (then: () => void) => {
          payload.off('readable', tryRead).off('end', onEnd).off('error', onError);
          then();
        };
        const tryRead = () => {
          const chunk: Buffer | null = payload.read();
          if (chunk !== null) settle(() => (controller.enqueue(new Uint8Array(chunk)), resolve()));
          else if (payload.readableEnded) settle(() => (controller.close(), resolve()));
        };
        const onEnd = () => settle(() => (controller.close(), resolve()));
        const onError = (error: Error) => settle(() => reject(error));
        payload.on('readable', tryRead).once('end', onEnd).once('error', onError);
        tryRead();
      });
    },
  });
}

function webRequestOf(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = request.body instanceof Readable;
  return new Request(`http://${request.host}${request.url}`, {
    method: request.method,
    headers,
    ...(hasBody ? { body: lazyBody(request.body as Readable), duplex: 'half' } : {}),
  } as RequestInit);
}

/** The answer as it is made: a streamed body (an export's ZIP) leaves while it is written. */
function sendWebResponse(reply: FastifyReply, response: Response): FastifyReply {
  reply.code(response.status);
  response.headers.forEach((value, name) => void reply.header(name, value));
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeWebStream));
}

/**
 * Serves `fn` at each of `paths` for `methods` (never OPTIONS: the app's CORS answers preflights
 * for every route).
 */
export function mountWebFunction(
  app: FastifyInstance,
  methods: Array<'GET' | 'HEAD' | 'POST'>,
  paths: string | string[],
  fn: WebFunction,
): void {
  app.removeAllContentTypeParsers();
  // Any body, of any type or none, reaches the function as the stream it arrived as.
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  for (const url of [paths].flat()) {
    app.route({
      method: methods,
      url,
      handler: async (request, reply) => {
        const response = await fn(webRequestOf(request), { ip: request.ip });
        // What the function left unread (a body over its limit) is read to its end and dropped.
        if (request.body instanceof Readable) request.body.resume();
        return sendWebResponse(reply, response);
      },
    });
  }
}
