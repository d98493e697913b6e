// The renderer's origin (app://qrlink) is not one the self-hosted server knows, so it answers
// without CORS headers (and a 404 to preflights), and Chromium would hide every answer from
// the app. For the one backend the user chose, and only for it, main completes the answer as
// if the server allowed the app. Answers that already allow the app (hosted Supabase answers
// `*`) are left as they are; every other site keeps its own policy.
import {
  CORS_ALLOWED_HEADERS,
  CORS_ALLOWED_METHODS,
  CORS_EXPOSED_HEADERS,
} from '@qrlink/core/backend/cors-policy';
import { originOf } from './app-origin';

// The server's own lists (core's cors-policy), in the header syntax.
const ALLOWED_HEADERS = CORS_ALLOWED_HEADERS.join(', ');
const EXPOSED_HEADERS = CORS_EXPOSED_HEADERS.join(', ');
const ALLOWED_METHODS = CORS_ALLOWED_METHODS.join(', ');

export interface ResponseDetails {
  url: string;
  method: string;
  statusCode: number;
  responseHeaders?: Record<string, string[]>;
}

export interface ResponseChange {
  responseHeaders: Record<string, string[]>;
  statusLine?: string;
}

function header(headers: Record<string, string[]>, name: string): string[] | undefined {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

/** The change to apply to a response, or null to leave it untouched. */
export function backendCorsChange(
  details: ResponseDetails,
  backendOrigin: string | null,
  appOrigin: string,
): ResponseChange | null {
  if (!backendOrigin || originOf(details.url) !== backendOrigin) return null;
  const headers = details.responseHeaders ?? {};
  const allowed = header(headers, 'access-control-allow-origin')?.[0];
  if (allowed === '*' || allowed === appOrigin) return null;
  const kept = Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.toLowerCase().startsWith('access-control-')),
  );
  const responseHeaders: Record<string, string[]> = {
    ...kept,
    'Access-Control-Allow-Origin': [appOrigin],
    'Access-Control-Expose-Headers': [EXPOSED_HEADERS],
    Vary: ['Origin'],
  };
  if (details.method !== 'OPTIONS') return { responseHeaders };
  responseHeaders['Access-Control-Allow-Methods'] = [ALLOWED_METHODS];
  responseHeaders['Access-Control-Allow-Headers'] = [ALLOWED_HEADERS];
  responseHeaders['Access-Control-Max-Age'] = ['600'];
  const ok = details.statusCode >= 200 && details.statusCode < 300;
  return ok ? { responseHeaders } : { responseHeaders, statusLine: 'HTTP/1.1 204 No Content' };
}
