// What the specs know about the server started by playwright.config.ts.
import { expect, test, type Page } from '@playwright/test';
import { latestMailTo } from '@qrlink/server/mail/outbox';

/**
 * The self-hosted server the running test's project talks to: playwright.config.ts gives the
 * site-wide specs a server of their own (its QRLINK_E2E_SITE_* settings), the rest share one.
 */
export const baseUrl = (): string => {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error('no baseURL: run the specs through playwright.config.ts');
  return url;
};

/** That server's DATA_DIR (its outbox holds the mails it sent). */
export const dataDir = (): string => {
  const siteWide = baseUrl() === `http://localhost:${process.env.QRLINK_E2E_SITE_PORT}`;
  const dir = siteWide ? process.env.QRLINK_E2E_SITE_DATA_DIR : process.env.QRLINK_E2E_DATA_DIR;
  if (!dir) throw new Error('no QRLINK_E2E_DATA_DIR: run the specs through playwright.config.ts');
  return dir;
};

/** A unique address per test run, so specs never collide with each other's accounts. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.qrlink.test`;
}

/** The link of the newest mail to `email`, waiting for it to land in the outbox. */
export async function mailedLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await latestMailTo(dataDir(), email))?.link;
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return link as string;
}

/** Waits for a toast with this title. */
export async function expectToast(page: Page, title: string): Promise<void> {
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
}

export async function anonKey(): Promise<string> {
  const config = (await (await fetch(`${baseUrl()}/app-config.json`)).json()) as {
    supabaseAnonKey: string;
  };
  return config.supabaseAnonKey;
}

/** Sign in over the auth API (no browser): the session supabase-js would keep. */
export async function apiSession(
  email: string,
  password: string,
): Promise<{ access_token: string; refresh_token: string }> {
  const key = await anonKey();
  const response = await fetch(`${baseUrl()}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: key, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { access_token: string; refresh_token: string };
}

/** Sign in over the auth API (no browser) and return the access token. */
export async function apiSignIn(email: string, password: string): Promise<string> {
  return (await apiSession(email, password)).access_token;
}

/** Call an SQL function as the given user and return the status and body, failures included. */
export async function rpcStatus(
  token: string,
  fn: string,
  args: object,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${baseUrl()}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: {
      apikey: await anonKey(),
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(args),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** Call an SQL function as the given user (e.g. the admin's update_app_setting). */
export async function rpcAs(token: string, fn: string, args: object): Promise<unknown> {
  const { status, body } = await rpcStatus(token, fn, args);
  if (status >= 300) throw new Error(`${fn} failed: ${status} ${JSON.stringify(body)}`);
  return body;
}

/** A new account, confirmed through its mailed link, without a browser. */
export async function createConfirmedUser(
  prefix: string,
  password = 'segredo123',
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(prefix);
  const response = await fetch(`${baseUrl()}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: await anonKey(), 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, data: { full_name: 'Pessoa Teste' } }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const confirmed = await fetch(await mailedLink(email), { redirect: 'manual' });
  if (confirmed.status >= 400) throw new Error(`confirmation failed: ${confirmed.status}`);
  return { email, password };
}

let signIns = 0;

/**
 * Opens `path` (the dashboard's list unless told) signed in, without the login screen
 * (auth.spec.ts and password-reset.spec.ts go through that screen): the session the auth API
 * returns is put in the browser (putSessionInBrowser). A spec that starts on another screen
 * opens it here, in the page's one load.
 */
export async function signInInBrowser(
  page: Page,
  account: { email: string; password: string },
  path = '/dashboard/my-qrs',
): Promise<void> {
  await putSessionInBrowser(page, await apiSession(account.email, account.password));
  await page.goto(path);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

/**
 * Puts `session` where supabase-js keeps it (localStorage, `sb-<first label of the backend's
 * host>-auth-token`; the self-hosted backend is the page's own origin, a hosted one here is
 * 127.0.0.1 too) before the app's first script runs, once: signing out later stays signed out.
 */
export async function putSessionInBrowser(page: Page, session: object): Promise<void> {
  const value = JSON.stringify(session);
  const marker = `qrlink-e2e-sign-in-${++signIns}`;
  await page.addInitScript(
    ([value, once]) => {
      if (sessionStorage.getItem(once)) return;
      sessionStorage.setItem(once, '1');
      localStorage.setItem(`sb-${location.hostname.split('.')[0]}-auth-token`, value);
    },
    [value, marker] as const,
  );
}
