// Query-key roots shared across features: a change made on one screen (saving in the editor)
// invalidates the lists another screen shows.
export const qrCodesKey = ['qr-codes'] as const;
export const notificationsKey = ['notifications'] as const;
export const shortLinksKey = ['short-links'] as const;
export const pagesKey = ['pages'] as const;
export const plansKey = ['plans'] as const;
export const adminKey = ['admin'] as const;
export const teamsKey = ['teams'] as const;
export const domainsKey = ['custom-domains'] as const;
