/**
 * A server function as both runtimes run it (docs/architecture.md, "Server functions"): a Web
 * `Request` in, a Web `Response` out, everything else passed in. The self-hosted server mounts it
 * through a thin Fastify adapter (http/functions/mount-web-function.ts); hosted Supabase serves
 * it with `Deno.serve` from `supabase/functions/<name>/index.ts`. Neither runtime adds behaviour
 * of its own, so the contract is written once.
 */
import { HttpError } from '../http/shared/http-error';

export interface FunctionContext {
  /** The caller's address as the runtime knows it (the proxy's header where trusted). */
  ip: string;
}

export type WebFunction = (request: Request, context: FunctionContext) => Promise<Response>;

/** A JSON answer; every function answers JSON, and nothing of it may be cached. */
export function jsonAnswer(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'private, no-store',
      ...headers,
    },
  });
}

/** A refusal in our functions' `{code, message}` shape. */
export function refusal(status: number, code: string, message: string): HttpError {
  return new HttpError(status, { code, message });
}

/**
 * Runs `handle`, turning a thrown HttpError into its answer and anything else into `failure`
 * (logged): a function never crashes its runtime nor answers a stack trace.
 */
export async function answerOrRefuse(
  handle: () => Promise<Response>,
  failure: { status: number; code: string; message: string },
  log: (message: string, error: unknown) => void,
): Promise<Response> {
  try {
    return await handle();
  } catch (error) {
    if (error instanceof HttpError) return jsonAnswer(error.status, error.body, error.headers);
    log(failure.code, error);
    return jsonAnswer(failure.status, { code: failure.code, message: failure.message });
  }
}
