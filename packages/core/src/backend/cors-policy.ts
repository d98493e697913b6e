// What a browser may send to and read from the backend across origins: the self-hosted server
// answers CORS with these lists (packages/server/src/http/app.ts), and the desktop app adds the
// same answer for its app://qrlink origin when the server does not (apps/desktop's
// backend-cors.ts), so the two cannot drift apart.

/** What supabase-js sends, plus what a browser may add (cache-control). */
export const CORS_ALLOWED_HEADERS: readonly string[] = [
  'apikey',
  'authorization',
  'content-type',
  'x-client-info',
  'accept-profile',
  'content-profile',
  'prefer',
  'range',
  'x-upsert',
  'x-supabase-api-version',
  'cache-control',
];

/** Answer headers supabase-js reads (counts, locations, the auth API's version). */
export const CORS_EXPOSED_HEADERS: readonly string[] = [
  'content-range',
  'content-location',
  'location',
  'x-supabase-api-version',
];

export const CORS_ALLOWED_METHODS: readonly string[] = [
  'GET',
  'HEAD',
  'POST',
  'PATCH',
  'PUT',
  'DELETE',
  'OPTIONS',
];
