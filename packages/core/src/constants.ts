// Business constants of docs/product/calls-errors-and-constants.md, "Constants" (and the few of
// docs/product/validation.md, "Validation rules" that are numbers). Every package imports them
// from here so a limit is changed in exactly one place.

/** Minimum password length for sign-up, password change and reset. */
export const MIN_PASSWORD_LENGTH = 6;

/** bcrypt cost of new passwords unless AUTH_PASSWORD_HASH_COST says otherwise (GoTrue's 10). */
export const DEFAULT_PASSWORD_HASH_COST = 10;

/** Largest logo upload accepted: 2 MB (binary megabytes, as the storage bucket limit). */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** MIME types accepted for a logo (PNG, JPEG, SVG). */
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type LogoMimeType = (typeof LOGO_MIME_TYPES)[number];

/** Cache-Control max-age of uploaded logos, in seconds. */
export const LOGO_CACHE_SECONDS = 3600;

/** Storage bucket holding QR logos; objects live at {userId}/{timestamp}.{extension}. */
export const LOGO_BUCKET = 'qr_logos';

/** The editor's preview size slider, in pixels. */
export const PREVIEW_SIZE = { min: 128, max: 512, step: 8, default: 256 } as const;

/** Foreground colour the QR editor starts with. */
export const DEFAULT_FG_COLOR = '#fd1455';
/** Background colour everywhere by default. */
export const DEFAULT_BG_COLOR = '#ffffff';
/** Foreground colour used outside the editor when a stored code has none. */
export const FALLBACK_FG_COLOR = '#000000';

/** Side of a QR code downloaded from the list, in pixels (margin included). */
export const DOWNLOAD_SIZE = 1000;
/** Side of the QR thumbnail in the list, in pixels. */
export const THUMBNAIL_SIZE = 40;
/** The centred logo takes this fraction of the QR side. */
export const LOGO_SCALE = 0.2;
/** Longest part of the sanitised URL kept in the download file name. */
export const DOWNLOAD_FILE_NAME_URL_CHARS = 50;

/** QR code versions and error correction levels the renderer accepts. */
export const QR_MIN_VERSION = 1;
export const QR_MAX_VERSION = 40;
export const QR_ERROR_CORRECTION_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export type QrErrorCorrectionLevel = (typeof QR_ERROR_CORRECTION_LEVELS)[number];

/** Redirect pages wait this long on an error before going back home. */
export const REDIRECT_ERROR_DELAY_MS = 3000;
/** How long a copy button shows its check mark. */
export const COPY_FEEDBACK_MS = 2000;
/** Duration of the contact form success toast. */
export const CONTACT_TOAST_MS = 7000;
/** Where contact messages go when the server sets no SUPPORT_EMAIL (and the address shown). */
export const DEFAULT_SUPPORT_EMAIL = 'suporte@qrlink.com.br';
/** Longest contact form fields, in characters: the form caps them and the server refuses more. */
export const CONTACT_MAX_LENGTH = { name: 100, email: 254, subject: 150, message: 5000 } as const;

/** Advertised yearly discount (badge 'ECONOMIZE 30%', suggested yearly price). */
export const YEARLY_DISCOUNT = 0.3;

/** Longest destination URL accepted (the spec gives none; 2048 is what browsers and proxies
 * handle everywhere, and the server enforces the same number). */
export const URL_MAX_LENGTH = 2048;

/** Notification text and the delete-link confirmation show this many URL characters. */
export const NOTIFICATION_URL_PREVIEW = 30;

/** Order of a plan created without one. */
export const DEFAULT_PLAN_ORDER = 99;
/** The most months of visits a plan may keep (plans_visit_retention_months_range). */
export const MAX_VISIT_RETENTION_MONTHS = 1200;
/** The most workspaces a plan may let an owner own (plans_max_workspaces_range). */
export const MAX_PLAN_WORKSPACES = 1000;
/** The most members a plan may let a workspace have (plans_max_seats_range). */
export const MAX_PLAN_SEATS = 10000;
/** The most pages a plan may let a workspace have (plans_max_pages_range). */
export const MAX_PLAN_PAGES = 10000;
/** The most own domains a plan may let a workspace have (plans_max_domains_range). */
export const MAX_PLAN_DOMAINS = 1000;
/** Id of the free plan (cannot be deleted; always shown monthly). */
export const FREE_PLAN_ID = 'free_plan';

/** Payment status accepted on the subscription return page (a missing status is accepted too). */
export const APPROVED_PAYMENT_STATUS = 'approved';

/** Billing cycles of the pricing switch; monthly is the default. */
export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];
export const DEFAULT_BILLING_CYCLE: BillingCycle = 'monthly';

/** Notification types written and displayed ('info' is also written on QR creation). */
export const NOTIFICATION_TYPES = [
  'qr_created',
  'scan_milestone',
  'profile_updated',
  'other',
  'info',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Profile roles. */
export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
