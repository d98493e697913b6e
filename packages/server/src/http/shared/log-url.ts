/** The request URL fit for a log line: query values that are secrets are masked. */
const SECRET_PARAMS =
  /^(apikey|token|token_hash|access_token|refresh_token|password|code|secret)$/i;

export function urlForLog(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (SECRET_PARAMS.test(key)) params.set(key, '***');
  const query = params.toString();
  return query ? `${url.slice(0, q)}?${query}` : url.slice(0, q);
}
