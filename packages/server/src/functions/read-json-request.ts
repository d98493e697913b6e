/**
 * A function's JSON body, read the way every route of the server reads one
 * (http/shared/parse-json-body.ts: a nesting limit, text Postgres cannot store refused), with a
 * size limit counted while the body arrives, so a caller cannot make a function buffer more.
 */
import { PAYLOAD_TOO_LARGE_MESSAGE } from '../http/shared/function-refusal';
import { jsonBodyMessage, parseJsonBody } from '../http/shared/parse-json-body';
import { refusal } from './web-function';

export interface JsonRequestRules {
  /** Bytes; a longer body is refused with 413 before the rest is read. */
  limit: number;
  /** The function's sentence for a body that is not the JSON it takes. */
  invalidMessage: string;
  tooLargeMessage?: string;
}

/**
 * Refuses (413) a body whose announced length is over `limit`: what a function that reads no
 * body checks (the self-hosted adapter drops the unread rest).
 */
export function refuseAnnouncedOver(
  request: Request,
  limit: number,
  message = PAYLOAD_TOO_LARGE_MESSAGE,
): void {
  if (Number(request.headers.get('content-length') ?? '0') > limit) {
    throw refusal(413, 'payload_too_large', message);
  }
}

/** The body as text, refused (413) as soon as it grows past `limit` bytes. */
export async function readRequestText(
  request: Request,
  limit: number,
  tooLargeMessage = PAYLOAD_TOO_LARGE_MESSAGE,
): Promise<string> {
  const tooLarge = () => refusal(413, 'payload_too_large', tooLargeMessage);
  refuseAnnouncedOver(request, limit, tooLargeMessage);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** The parsed body; refuses (400, 413) what is not JSON, too deep, unsafe or too large. */
export async function readJsonRequest(request: Request, rules: JsonRequestRules): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw refusal(400, 'validation_failed', rules.invalidMessage);
  }
  const text = await readRequestText(request, rules.limit, rules.tooLargeMessage);
  const parsed = parseJsonBody(text);
  if (!parsed.ok || parsed.value === undefined) {
    const message = parsed.ok
      ? rules.invalidMessage
      : jsonBodyMessage(parsed.reason, rules.invalidMessage);
    throw refusal(400, 'validation_failed', message);
  }
  return parsed.value;
}
