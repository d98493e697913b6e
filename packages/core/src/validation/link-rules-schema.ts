// The owner's rules of a dynamic QR code or short link
// (docs/product/link-rules-and-utm.md, "Link rules and UTM"), as the forms send them: an expiry
// moment, a limit of counted visits, smart routes, an A/B test or a WhatsApp roulette, a destination
// per device, the link preview crawlers show, and what to do with the password (keep it, set a new
// one, remove it). The database checks them again.
import { z } from 'zod';
import { smartRoutesSchema, type SmartRouteDraft } from '../links/smart-routes';
import { splitSchema, type SplitVariantDraft } from '../links/split-test';
import { rouletteSchema, type RouletteDraft } from '../links/whatsapp-roulette';
import { KEYS, type MessageKey } from './messages';
import { optionalHttpUrlField } from './url';

export const MAX_VISITS_LIMIT = 1_000_000_000;
export const PREVIEW_TITLE_MAX_LENGTH = 100;
export const PREVIEW_DESCRIPTION_MAX_LENGTH = 200;
/**
 * bcrypt reads only the first 72 bytes of a password: a longer one would open with any text
 * sharing those bytes. Counted in UTF-8, as the database counts it (an 'é' is 2 bytes).
 */
const LINK_PASSWORD_MAX_BYTES = 72;

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

export type PasswordAction = 'keep' | 'set' | 'remove';

export interface LinkRulesForm {
  expiresAt: Date | null;
  /** Mantine's NumberInput: '' while empty. */
  maxVisits: number | string;
  iosUrl: string;
  androidUrl: string;
  desktopUrl: string;
  routes: SmartRouteDraft[];
  /** The A/B test's variants (none: no test). */
  split: SplitVariantDraft[];
  /** The WhatsApp roulette (null: none). */
  roulette: RouletteDraft | null;
  /** The own domain the printed address uses (null: the app's). */
  domainId: string | null;
  previewTitle: string;
  previewDescription: string;
  previewImageUrl: string;
  passwordAction: PasswordAction;
  password: string;
}

export const EMPTY_LINK_RULES: LinkRulesForm = {
  expiresAt: null,
  maxVisits: '',
  iosUrl: '',
  androidUrl: '',
  desktopUrl: '',
  routes: [],
  split: [],
  roulette: null,
  domainId: null,
  previewTitle: '',
  previewDescription: '',
  previewImageUrl: '',
  passwordAction: 'keep',
  password: '',
};

const maxVisitsField = () =>
  z.union([z.number(), z.string()]).transform((value, ctx) => {
    if (value === '' || value === null) return null;
    const count = typeof value === 'number' ? value : Number(value);
    if (!Number.isInteger(count) || count < 1 || count > MAX_VISITS_LIMIT) {
      ctx.issues.push({ code: 'custom', message: KEYS.ruleMaxVisitsInvalid, input: value });
      return z.NEVER;
    }
    return count;
  });

/** Trimmed text of at most `max` characters; blank is none. */
const optionalText = (max: number, tooLong: MessageKey) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .transform((text) => text || null);

/**
 * `now` decides whether a new expiry is in the future; an expiry the code already had (`kept`)
 * may stay as it is, so that an expired link can still be edited.
 */
export function linkRulesSchema(now: Date = new Date(), kept: Date | null = null) {
  return (
    z
      .object({
        expiresAt: z.date().nullable(),
        maxVisits: maxVisitsField(),
        iosUrl: optionalHttpUrlField(KEYS.ruleDeviceUrlInvalid),
        androidUrl: optionalHttpUrlField(KEYS.ruleDeviceUrlInvalid),
        desktopUrl: optionalHttpUrlField(KEYS.ruleDeviceUrlInvalid),
        routes: smartRoutesSchema,
        split: splitSchema,
        roulette: rouletteSchema.nullable(),
        domainId: z.string().nullable(),
        previewTitle: optionalText(PREVIEW_TITLE_MAX_LENGTH, KEYS.rulePreviewTitleTooLong),
        previewDescription: optionalText(
          PREVIEW_DESCRIPTION_MAX_LENGTH,
          KEYS.rulePreviewDescriptionTooLong,
        ),
        previewImageUrl: optionalHttpUrlField(KEYS.rulePreviewImageInvalid),
        passwordAction: z.enum(['keep', 'set', 'remove']),
        password: z.string(),
      })
      // `when`: these run even when a URL field above is broken, so every problem shows at once.
      .refine(
        (rules) => {
          const expiry = rules.expiresAt;
          if (!(expiry instanceof Date)) return true;
          const unchanged = kept !== null && expiry.getTime() === kept.getTime();
          return unchanged || expiry.getTime() > now.getTime();
        },
        { message: KEYS.ruleExpiryPast, path: ['expiresAt'], when: () => true },
      )
      .refine((rules) => !(rules.roulette && rules.split?.length), {
        message: KEYS.rouletteWithSplit,
        path: ['roulette'],
        when: () => true,
      })
      .refine(
        (rules) =>
          rules.passwordAction !== 'set' ||
          (typeof rules.password === 'string' &&
            rules.password.length >= 4 &&
            utf8Bytes(rules.password) <= LINK_PASSWORD_MAX_BYTES),
        { message: KEYS.rulePasswordLength, path: ['password'], when: () => true },
      )
      .transform((rules) => ({
        columns: {
          expires_at: rules.expiresAt?.toISOString() ?? null,
          max_visits: rules.maxVisits,
          ios_url: rules.iosUrl,
          android_url: rules.androidUrl,
          desktop_url: rules.desktopUrl,
          routes: rules.routes.length > 0 ? rules.routes : null,
          split: rules.split.length > 0 ? rules.split : null,
          roulette: rules.roulette,
          domain_id: rules.domainId,
          preview_title: rules.previewTitle,
          preview_description: rules.previewDescription,
          preview_image_url: rules.previewImageUrl,
        },
        /** undefined: leave the password alone; null: remove it; a string: set it. */
        password:
          rules.passwordAction === 'set'
            ? rules.password
            : rules.passwordAction === 'remove'
              ? null
              : undefined,
      }))
  );
}

export type LinkRules = z.output<ReturnType<typeof linkRulesSchema>>;
