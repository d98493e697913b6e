// Rows the analytics screens read (docs/product/data-model.md, "Entities"), as the data layer
// returns them.

/** qr_code_scans joined to its QR code (id, target_url). */
export interface ScanRow {
  id: string;
  scanned_at: string;
  user_agent: string | null;
  qr_codes: { id: string; target_url: string } | null;
}

/** link_clicks. */
export interface ClickRow {
  id: string;
  short_link_id: string;
  clicked_at: string;
  ip_address: string | null;
  user_agent: string | null;
  country: string | null;
  city: string | null;
  referrer: string | null;
}
