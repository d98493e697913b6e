// The owner's rules of a QR code or short link
// (docs/product/link-rules-and-utm.md, "Link rules and UTM") as the tables hold them, and the
// password, which only set_redirect_password writes (as a hash no one can read back).
import { z } from 'zod';
import { smartRoutesSchema } from '@qrlink/core/links/smart-routes';
import { splitSchema } from '@qrlink/core/links/split-test';
import { rouletteSchema } from '@qrlink/core/links/whatsapp-roulette';
import type { LinkRules } from '@qrlink/core/validation/link-rules-schema';
import type { Supabase } from '../client';

export const RULE_COLUMNS =
  'expires_at, max_visits, ios_url, android_url, desktop_url, routes, split, roulette, preview_title, preview_description, preview_image_url, password_protected, domain_id';

const buildRuleColumnsSchema = () =>
  z.object({
    expires_at: z.string().nullable(),
    max_visits: z.coerce.number().nullable(),
    ios_url: z.string().nullable(),
    android_url: z.string().nullable(),
    desktop_url: z.string().nullable(),
    routes: smartRoutesSchema.nullable(),
    split: splitSchema.nullable(),
    roulette: rouletteSchema.nullable(),
    preview_title: z.string().nullable(),
    preview_description: z.string().nullable(),
    preview_image_url: z.string().nullable(),
    password_protected: z.boolean(),
    /** The own domain its printed address uses (null: the app's; docs/product/custom-domains.md). */
    domain_id: z.string().nullable().default(null),
  });
let ruleColumns: ReturnType<typeof buildRuleColumnsSchema> | undefined;

/** The rules' columns as read back (built on first use, then kept: callers extend its shape). */
export function ruleColumnsSchema() {
  ruleColumns ??= buildRuleColumnsSchema();
  return ruleColumns;
}
export type RuleColumns = z.infer<ReturnType<typeof ruleColumnsSchema>>;

/** Sets or removes the password when the form asked to; nothing when it is kept. */
export async function applyPassword(
  supabase: Supabase,
  kind: 'qr' | 'short_link',
  id: string,
  rules: LinkRules | undefined,
): Promise<void> {
  if (!rules || rules.password === undefined) return;
  const { error } = await supabase.rpc('set_redirect_password', {
    p_kind: kind,
    p_id: id,
    // The generated type says string; SQL null removes the password.
    p_password: rules.password as string,
  });
  if (error) throw error;
}
