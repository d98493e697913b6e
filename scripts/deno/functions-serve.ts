/**
 * `npm run functions:serve`: every Edge Function of supabase/functions under Deno, on one port,
 * at `/functions/v1/<name>`, as `supabase functions serve` serves them. Each function's
 * `index.ts` is imported as Supabase runs it; the `Deno.serve` it calls is taken over here so
 * that they share one listener. In front of them stands what Supabase's gateway does: the
 * caller's JWT is verified (with SUPABASE_JWT_SECRET, the self-hosted stack's JWT_SECRET) unless
 * the function is listed with `verify_jwt = false` in supabase/config.toml (the Mercado Pago
 * webhook).
 *   FUNCTIONS_PORT (default 54321), FUNCTIONS_HOST (default 127.0.0.1)
 *   FUNCTIONS_EXIT_WITH_STDIN=1: exit once standard input ends (the tests' children: when the
 *   process that started them dies without stopping them, they go with it instead of lingering)
 */
import { authorizeRequest } from '@qrlink/server/http/shared/jwt';
import { HttpError } from '@qrlink/server/http/shared/http-error';
import { jsonAnswer } from '@qrlink/server/functions/web-function';

type Handler = (request: Request, info: Deno.ServeHandlerInfo) => Response | Promise<Response>;

if (Deno.env.get('FUNCTIONS_EXIT_WITH_STDIN') === '1') {
  void (async () => {
    for await (const _chunk of Deno.stdin.readable) {
      // Nothing is sent: the pipe only ends, with the process at its other end.
    }
    Deno.exit(0);
  })();
}

const root = new URL('../../supabase/functions/', import.meta.url);
const port = Number(Deno.env.get('FUNCTIONS_PORT') ?? '54321');
const hostname = Deno.env.get('FUNCTIONS_HOST') ?? '127.0.0.1';
const jwtSecret = Deno.env.get('SUPABASE_JWT_SECRET');
if (!jwtSecret) {
  console.error(
    'Defina SUPABASE_JWT_SECRET (o JWT_SECRET do servidor) para verificar as chamadas.',
  );
  Deno.exit(1);
}

/** Functions that take calls without a JWT (`verify_jwt = false` in supabase/config.toml). */
async function openFunctions(): Promise<Set<string>> {
  const config = await Deno.readTextFile(new URL('../config.toml', root));
  const open = new Set<string>();
  for (const match of config.matchAll(/\[functions\.([\w-]+)\][^[]*?verify_jwt\s*=\s*false/g)) {
    open.add(match[1]!);
  }
  return open;
}

/** Imports each function, keeping the handler it gives to Deno.serve. */
async function loadFunctions(): Promise<Map<string, Handler>> {
  const handlers = new Map<string, Handler>();
  const serve = Deno.serve;
  try {
    for await (const entry of Deno.readDir(root)) {
      if (!entry.isDirectory || entry.name.startsWith('_')) continue;
      let captured: Handler | undefined;
      (Deno as { serve: unknown }).serve = (...args: unknown[]) => {
        captured = args.find((arg): arg is Handler => typeof arg === 'function');
        return { finished: Promise.resolve(), shutdown: async () => {} };
      };
      await import(new URL(`${entry.name}/index.ts`, root).href);
      if (!captured) throw new Error(`supabase/functions/${entry.name} não chamou Deno.serve`);
      handlers.set(entry.name, captured);
    }
  } finally {
    (Deno as { serve: unknown }).serve = serve;
  }
  return handlers;
}

const handlers = await loadFunctions();
const open = await openFunctions();

Deno.serve(
  {
    port,
    hostname,
    onListen: () => {
      console.log(
        `Funções em http://${hostname}:${port}/functions/v1/: ${[...handlers.keys()].sort().join(', ')}`,
      );
    },
  },
  async (request, info) => {
    const name = /^\/functions\/v1\/([\w-]+)(?:\/|$)/.exec(new URL(request.url).pathname)?.[1];
    const handler = name ? handlers.get(name) : undefined;
    if (!name || !handler) {
      return jsonAnswer(404, { code: 'not_found', message: 'Função não encontrada.' });
    }
    if (request.method !== 'OPTIONS' && !open.has(name)) {
      try {
        await authorizeRequest(request, jwtSecret);
      } catch (error) {
        if (error instanceof HttpError) return jsonAnswer(error.status, error.body, error.headers);
        throw error;
      }
    }
    // Hosted Supabase hands a function its path from its name on: /contact, /redirect/qr/<id>.
    const url = new URL(request.url);
    url.pathname = url.pathname.slice('/functions/v1'.length);
    return handler(new Request(url, request), info);
  },
);
