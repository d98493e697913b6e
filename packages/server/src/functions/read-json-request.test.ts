import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/shared/http-error';
import { readJsonRequest } from './read-json-request';

const RULES = { limit: 200, invalidMessage: 'Envie JSON.', tooLargeMessage: 'Grande demais.' };

function post(body: RequestInit['body'], type = 'application/json') {
  return new Request('http://x/f', {
    method: 'POST',
    body,
    headers: { 'content-type': type },
  });
}

async function refusalOf(request: Request) {
  const error = await readJsonRequest(request, RULES).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(HttpError);
  const { status, body } = error as HttpError;
  return { status, body };
}

/** A body that arrives in pieces, with no length announced. */
function streamed(text: string, pieces: number): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  const size = Math.ceil(bytes.length / pieces);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

describe('readJsonRequest', () => {
  it('reads a JSON object, also sent in pieces', async () => {
    expect(await readJsonRequest(post('{"a":"ç"}'), RULES)).toEqual({ a: 'ç' });
    const request = new Request('http://x/f', {
      method: 'POST',
      body: streamed('{"name":"Ana Souza"}', 4),
      headers: { 'content-type': 'application/json; charset=utf-8' },
      duplex: 'half',
    } as RequestInit);
    expect(await readJsonRequest(request, RULES)).toEqual({ name: 'Ana Souza' });
  });

  it.each([
    ['unreadable JSON', post('{"a":'), 'Envie JSON.'],
    ['an empty body', post(null), 'Envie JSON.'],
    ['another content type', post('{"a":1}', 'text/plain'), 'Envie JSON.'],
    ['text Postgres cannot store', post('{"a":"\\u0000"}'), expect.stringMatching(/.+/)],
    [
      'nesting past the limit',
      post('['.repeat(65) + ']'.repeat(65)),
      expect.stringMatching(/deep/),
    ],
  ])('refuses %s with a 400', async (_case, request, message) => {
    expect(await refusalOf(request)).toEqual({
      status: 400,
      body: { code: 'validation_failed', message },
    });
  });

  it('refuses a body over the limit with a 413, announced or not', async () => {
    const tooLarge = {
      status: 413,
      body: { code: 'payload_too_large', message: 'Grande demais.' },
    };
    expect(await refusalOf(post(`{"a":"${'x'.repeat(300)}"}`))).toEqual(tooLarge);
    const request = new Request('http://x/f', {
      method: 'POST',
      body: streamed(`{"a":"${'x'.repeat(300)}"}`, 5),
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(await refusalOf(request)).toEqual(tooLarge);
  });
});
