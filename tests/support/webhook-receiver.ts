/**
 * The other end of our webhooks in tests: a local HTTP server on 127.0.0.1 that keeps every
 * request it gets (headers and body) and answers the statuses queued in `answers`, then 200.
 * Reachable only with the loopback override the tests set (WEBHOOK_ALLOW_LOOPBACK).
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  /** Its address, at `/hook`. */
  url: string;
  received: ReceivedWebhook[];
  /** Statuses to answer, in turn (then 200). */
  answers: number[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const answers: number[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(answers.shift() ?? 200).end('ok');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answers,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
