// Where the renderer lives. Packaged, it is served by main on the privileged `app://` scheme
// (app-protocol.ts): a real origin (localStorage, a secure context for the clipboard) instead
// of file://, whose pages share one origin with every local file. In development it is Vite's
// server (ELECTRON_RENDERER_URL).
export const APP_SCHEME = 'app';
export const APP_HOST = 'qrlink';
export const PACKAGED_APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

export interface AppLocation {
  /** The origin the renderer's pages have. */
  origin: string;
  /** The first page to load. */
  entryUrl: string;
}

export function appLocation(devServerUrl: string | undefined): AppLocation {
  if (devServerUrl) return { origin: new URL(devServerUrl).origin, entryUrl: devServerUrl };
  return { origin: PACKAGED_APP_ORIGIN, entryUrl: `${PACKAGED_APP_ORIGIN}/index.html` };
}

/** The origin of `url`, or null when it is not a URL at all. */
export function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    // Non-special schemes (app:) report 'null' in Node; rebuild them from protocol and host.
    if (origin !== 'null') return origin;
    const parsed = new URL(url);
    return parsed.host ? `${parsed.protocol}//${parsed.host}` : null;
  } catch {
    return null;
  }
}
