/** One answered redirect, as the journal keeps it and record_redirect_visits writes it. */
export interface Visit {
  kind: 'qr' | 'link';
  /** The QR code's or the short link's id. */
  target: string;
  /** When the redirect was answered (ISO 8601). */
  at: string;
  user_agent: string | null;
  referrer: string | null;
  ip: string | null;
  country: string | null;
  city: string | null;
  device: string | null;
  browser: string | null;
  os: string | null;
  is_bot: boolean;
  /** Where the code's rules sent the visit (smart routes, per device); null for plain codes. */
  destination: string | null;
}

/** A visit numbered by its journal: numbers only grow, so "written up to N" is one number. */
export interface JournalEntry extends Visit {
  seq: number;
}
