// The rules form's state for a code being edited, and its check before saving.
import {
  EMPTY_LINK_RULES,
  linkRulesSchema,
  type LinkRules,
  type LinkRulesForm,
} from '@qrlink/core/validation/link-rules-schema';
import { toFieldErrors, toToastError } from '@qrlink/core/validation/to-toast-error';
import type { RuleColumns } from '@qrlink/data/redirects/link-rules';
import type { LinkRulesErrors } from './components/LinkRulesFields';
import { newEntryKey } from './components/ListEntryCard';
import { notify } from './notify';

/** The form's starting values: the saved rules, or none. */
export function rulesFormOf(saved?: RuleColumns | null): LinkRulesForm {
  if (!saved) return { ...EMPTY_LINK_RULES };
  return {
    ...EMPTY_LINK_RULES,
    expiresAt: saved.expires_at ? new Date(saved.expires_at) : null,
    maxVisits: saved.max_visits ?? '',
    iosUrl: saved.ios_url ?? '',
    androidUrl: saved.android_url ?? '',
    desktopUrl: saved.desktop_url ?? '',
    routes: (saved.routes ?? []).map((route) => ({ ...route, key: newEntryKey() })),
    split: (saved.split ?? []).map((variant) => ({ ...variant, key: newEntryKey() })),
    roulette: saved.roulette && {
      mode: saved.roulette.mode,
      attendants: saved.roulette.attendants.map((one) => ({ ...one, key: newEntryKey() })),
    },
    domainId: saved.domain_id,
    previewTitle: saved.preview_title ?? '',
    previewDescription: saved.preview_description ?? '',
    previewImageUrl: saved.preview_image_url ?? '',
  };
}

/** The rules to save, or the field errors (and a toast of the first) when any is broken. */
export function checkRules(
  form: LinkRulesForm,
  saved?: RuleColumns | null,
): { rules: LinkRules } | { errors: LinkRulesErrors } {
  const kept = saved?.expires_at ? new Date(saved.expires_at) : null;
  const result = linkRulesSchema(new Date(), kept).safeParse(form);
  if (result.success) return { rules: result.data };
  notify.error(toToastError(result.error));
  return { errors: toFieldErrors(result.error) as LinkRulesErrors };
}

/** Whether any rule is set (the form opens its rules section when one is). */
export function hasRules(saved?: RuleColumns | null): boolean {
  return Boolean(
    saved &&
    (saved.expires_at ||
      saved.max_visits ||
      saved.password_protected ||
      saved.ios_url ||
      saved.android_url ||
      saved.desktop_url ||
      saved.routes?.length ||
      saved.split?.length ||
      saved.roulette ||
      saved.domain_id ||
      saved.preview_title ||
      saved.preview_description ||
      saved.preview_image_url),
  );
}
