/**
 * An owner's side of the redirect tests and benchmarks, through the API of a running server: a
 * new account that creates its codes and links, and what the database recorded of their visits.
 * No test runner here: bench:redirect and bench:cluster use it too.
 */

/**
 * The owner's view through the API: the counter of one code and, when `withRows`, its recorded
 * rows. Both change in the one transaction that writes a batch, so the drain is watched on the
 * counter (a key lookup) and the rows are counted once at each end: counting a million rows
 * every few milliseconds would take PGlite's single connection from the writes it waits for.
 */
export async function visitsRecorded(
  url: string,
  api: Record<string, string>,
  kind: 'qr' | 'link',
  id: string,
  withRows = true,
): Promise<{ rows: number; counted: number }> {
  const [table, column, parent, counter] =
    kind === 'qr'
      ? ['qr_code_scans', 'qr_code_id', 'qr_codes', 'scan_count']
      : ['link_clicks', 'short_link_id', 'short_links', 'click_count'];
  let rows = Number.NaN;
  if (withRows) {
    const head = await fetch(`${url}/rest/v1/${table}?${column}=eq.${id}&select=id`, {
      method: 'HEAD',
      headers: { ...api, prefer: 'count=exact' },
    });
    rows = Number(head.headers.get('content-range')?.split('/')[1]);
  }
  const row = await fetch(`${url}/rest/v1/${parent}?id=eq.${id}&select=${counter}`, {
    headers: api,
  });
  const counted = ((await row.json()) as Array<Record<string, number>>)[0]![counter]!;
  return { rows, counted };
}

/** A new confirmed account (AUTH_AUTOCONFIRM) and a way to create its rows through the API. */
export async function signUpOwner(url: string, email: string) {
  const { supabaseAnonKey: apikey } = (await (await fetch(`${url}/app-config.json`)).json()) as {
    supabaseAnonKey: string;
  };
  const signup = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'segredo123' }),
  });
  const session = (await signup.json()) as { access_token: string; user: { id: string } };
  const api = {
    apikey,
    authorization: `Bearer ${session.access_token}`,
    'content-type': 'application/json',
  };
  const create = async (table: string, body: object) => {
    const response = await fetch(`${url}/rest/v1/${table}`, {
      method: 'POST',
      headers: { ...api, prefer: 'return=representation' },
      body: JSON.stringify({ user_id: session.user.id, ...body }),
    });
    return ((await response.json()) as [{ id: string }])[0].id;
  };
  return { api, create };
}
