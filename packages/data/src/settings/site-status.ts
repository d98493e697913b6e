// The two public settings every visitor's screen depends on, apart from the read of them
// (get-site-status.ts): the app's shell holds this value from its first render, and its first
// script does not carry the read's schemas.

export interface SiteStatus {
  maintenance: { enabled: boolean; message: string };
  registrationsOpen: boolean;
}

/** What a screen assumes until the settings are read, or when they cannot be. */
export const OPEN_SITE: SiteStatus = {
  maintenance: { enabled: false, message: '' },
  registrationsOpen: true,
};
