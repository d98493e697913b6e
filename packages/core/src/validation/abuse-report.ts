// Reports and moderation (docs/product/trust-and-safety.md, "Reports and moderation"): what the
// 'Denunciar' form and the admins' reason fields accept. The database (report_code,
// moderation_reason) checks the same again with the same words.
import { z } from 'zod';

/** The reasons a visitor may give, in the order the form lists them. */
export const REPORT_REASONS = ['phishing', 'malware', 'spam', 'illegal', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What each reason is called on screen (the form's options, the admins' table). */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  phishing: 'Golpe ou phishing',
  malware: 'Vírus ou download perigoso',
  spam: 'Spam',
  illegal: 'Conteúdo ilegal ou ofensivo',
  other: 'Outro',
};

export const REPORT_DETAILS_MAX = 1000;
export const REPORT_EMAIL_MAX = 254;
export const REPORT_MESSAGES = {
  reason: 'Escolha o motivo da denúncia.',
  details: `A descrição pode ter no máximo ${REPORT_DETAILS_MAX} caracteres.`,
  email: 'Informe um e-mail válido.',
} as const;

// The database's own check of reporter_email, so the form never refuses what it would accept.
const REPORT_EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Blank becomes null: the database stores NULL, not ''. */
const blankToNull = (value: string) => value || null;

/** The 'Denunciar' form: a reason, optional details and an optional e-mail to answer. */
export const abuseReportSchema = z.object({
  // Any text in (the form starts with '' for "not chosen yet"), one of the reasons out.
  reason: z.string().pipe(z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reason })),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX, REPORT_MESSAGES.details)
    .transform(blankToNull),
  email: z
    .string()
    .trim()
    .refine(
      (email) => email === '' || (email.length <= REPORT_EMAIL_MAX && REPORT_EMAIL.test(email)),
      REPORT_MESSAGES.email,
    )
    .transform(blankToNull),
});

/** What the form holds while it is filled in: no reason chosen yet is ''. */
export interface AbuseReportInput {
  reason: ReportReason | '';
  details: string;
  email: string;
}
export type AbuseReportData = z.output<typeof abuseReportSchema>;

export const MODERATION_REASON_MAX = 500;
export const MODERATION_REASON_MESSAGES = {
  required: 'Informe o motivo.',
  tooLong: `O motivo pode ter no máximo ${MODERATION_REASON_MAX} caracteres.`,
} as const;

/** The reason an admin gives for disabling, enabling or (un)blocking: required, trimmed. */
export const moderationReasonSchema = z
  .string()
  .trim()
  .min(1, MODERATION_REASON_MESSAGES.required)
  .max(MODERATION_REASON_MAX, MODERATION_REASON_MESSAGES.tooLong);

/** An optional note (dismissing a report): trimmed, blank is null. */
export const moderationNoteSchema = z
  .string()
  .trim()
  .max(
    MODERATION_REASON_MAX,
    `A observação pode ter no máximo ${MODERATION_REASON_MAX} caracteres.`,
  )
  .transform(blankToNull);
