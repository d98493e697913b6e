// Copy to the clipboard with the spec's feedback: a check mark for COPY_FEEDBACK_MS and a
// toast. Each tool passes its own pt-BR texts
// (docs/product/calls-errors-and-constants.md, "Error texts" words them per tool).
import { useCallback, useEffect, useRef, useState } from 'react';
import { COPY_FEEDBACK_MS } from '@qrlink/core/constants';
import { notify } from '../notify';

export type CopyMessages = {
  success: { title: string; message?: string };
  nothingToCopy: { title: string; message?: string };
  failure: { title: string; message: string };
};

export function useCopyFeedback(messages: CopyMessages) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string | null | undefined) => {
      if (!text) {
        notify.error(messages.nothingToCopy);
        return;
      }
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        notify.error(messages.failure);
        return;
      }
      setCopied(true);
      notify.success(messages.success);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    },
    [messages],
  );

  return { copied, copy };
}
