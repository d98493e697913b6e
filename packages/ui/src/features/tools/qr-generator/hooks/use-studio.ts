// The studio's editing state: what the code encodes (one form per content type) and how it
// looks (the design), each checked by core as the user types. Field errors show once a field
// was left, or everywhere after a save or download was tried.
import { useMemo, useRef, useState } from 'react';
import { safeParseQrDesign, type QrDesign } from '@qrlink/core/qr/design/qr-design';
import { qrContentSummary } from '@qrlink/core/qr-content/content-summary';
import type { QrContentType } from '@qrlink/core/qr-content/qr-content';
import { toFieldErrors } from '@qrlink/core/validation/to-toast-error';
import { checkContent, contentHint } from '../studio/check-content';
import {
  contentInputOf,
  initialContentInputs,
  inputsFromStored,
  type ContentInputs,
} from '../studio/content-inputs';
import { effectiveLevel, initialDesign, type ExistingQrCode } from '../studio/studio-state';

/**
 * Content handed over by another screen (the WhatsApp and vCard tools' 'Personalizar QR Code',
 * a page's 'Criar QR Code').
 */
export interface StudioPrefill {
  type: QrContentType;
  /** `{ data, version? }` as the studio stores content. */
  content: unknown;
  /** A URL code's destination. */
  targetUrl?: string;
}

function startingInputs(existing?: ExistingQrCode, prefill?: StudioPrefill | null): ContentInputs {
  if (existing) return inputsFromStored(existing.contentType, existing.content, existing.targetUrl);
  if (prefill) return inputsFromStored(prefill.type, prefill.content, prefill.targetUrl ?? null);
  return initialContentInputs();
}

export function useStudio(
  existing: ExistingQrCode | undefined,
  prefill: StudioPrefill | null,
  hasLogo: boolean,
) {
  const [contentType, setType] = useState<QrContentType>(
    existing?.contentType ?? prefill?.type ?? 'url',
  );
  const [inputs, setInputs] = useState(() => startingInputs(existing, prefill));
  const [design, setDesign] = useState<QrDesign>(() => initialDesign(existing));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [revealAll, setRevealAll] = useState(false);

  const designCheck = useMemo(() => safeParseQrDesign(design), [design]);
  // While a field is being fixed (an empty frame text...), the preview keeps the last good design.
  const lastValid = useRef<QrDesign>(design);
  if (designCheck.success) lastValid.current = designCheck.data;
  const renderDesign = lastValid.current;

  const level = effectiveLevel(renderDesign, hasLogo);
  const content = useMemo(
    () => checkContent(contentType, inputs, level),
    [contentType, inputs, level],
  );

  // The actions only call state setters: made once, so that they never change.
  const actions = useMemo(
    () => ({
      setContentType(type: QrContentType) {
        setType(type);
        setTouched(new Set());
        setRevealAll(false);
      },
      updateInput<T extends QrContentType>(type: T, patch: Partial<ContentInputs[T]>) {
        setInputs((current) => ({ ...current, [type]: { ...current[type], ...patch } }));
      },
      touch(field: string) {
        setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
      },
      /** A save or download was tried: show every error. */
      revealErrors: () => setRevealAll(true),
      updateDesign: (update: (current: QrDesign) => QrDesign) => setDesign(update),
      replaceDesign: (next: QrDesign) => setDesign(next),
    }),
    [],
  );

  // One object per state, not per render: the studio's controls (StudioSections, memoised) are
  // drawn again only when what they edit changed, not when the session, a scan check or the
  // logo's loading re-renders the editor around them.
  return useMemo(() => {
    const errors = content.status === 'invalid' ? content.errors : {};
    return {
      contentType,
      inputs,
      design,
      /** The design to draw (the last valid one while a field has an error). */
      renderDesign,
      designError: designCheck.success ? null : designCheck.error,
      designErrors: designCheck.success ? {} : toFieldErrors(designCheck.error),
      content,
      visibleErrors: revealAll
        ? errors
        : Object.fromEntries(Object.entries(errors).filter(([field]) => touched.has(field))),
      hint: contentHint(contentType),
      /** The destination, or 'Pix: JOSE' for a static code: file names and labels. */
      label:
        contentType === 'url'
          ? inputs.url.url.trim()
          : qrContentSummary(contentType, contentInputOf(contentType, inputs)),
      ...actions,
    };
  }, [
    contentType,
    inputs,
    design,
    renderDesign,
    designCheck,
    content,
    revealAll,
    touched,
    actions,
  ]);
}

export type Studio = ReturnType<typeof useStudio>;
