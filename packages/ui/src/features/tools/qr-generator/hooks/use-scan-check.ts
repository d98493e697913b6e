// Runs the scan-safety check on the design a beat after it stops changing (typing a colour or
// dragging a slider does not decode on every step), decoding in a worker, and at once on the page
// when a save or download needs the answer before the worker has given it.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  checkScanInBackground,
  checkScanInBrowser,
  type ScanCheckInput,
  type ScanWarning,
} from '../studio/scan-check';

const SCAN_CHECK_DELAY_MS = 400;

export type ScanCheckState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'done'; warnings: ScanWarning[] };

interface CheckedResult {
  key: string;
  warnings: ScanWarning[];
}

/** `logoKey` names the logo drawn (its source), which the image object alone cannot say. */
export function useScanCheck(input: ScanCheckInput | null, logoKey: string | null) {
  const key = input ? JSON.stringify([input.text, input.design, logoKey]) : null;
  const [result, setResult] = useState<CheckedResult | null>(null);
  const latest = useRef({ input, key });
  latest.current = { input, key };

  const run = useCallback(async (): Promise<ScanWarning[]> => {
    const { input: current, key: currentKey } = latest.current;
    if (!current || currentKey === null) return [];
    let warnings: ScanWarning[];
    try {
      warnings = await checkScanInBrowser(current);
    } catch (error) {
      // A design the renderer refuses shows its own message in the preview.
      console.error('[qrlink] scan check failed', error);
      warnings = [];
    }
    setResult({ key: currentKey, warnings });
    return warnings;
  }, []);

  useEffect(() => {
    const { input: current } = latest.current;
    if (key === null || !current) return;
    let stale = false;
    const timer = window.setTimeout(() => {
      checkScanInBackground(current).then(
        (warnings) => {
          if (!stale) setResult({ key, warnings });
        },
        () => {
          if (!stale) void run();
        },
      );
    }, SCAN_CHECK_DELAY_MS);
    return () => {
      stale = true;
      window.clearTimeout(timer);
    };
  }, [key, run]);

  const state: ScanCheckState =
    key === null
      ? { status: 'idle' }
      : result?.key === key
        ? { status: 'done', warnings: result.warnings }
        : { status: 'checking' };

  /** The warnings of the design on screen now, checking it first when needed. */
  const ensure = useCallback((): Promise<ScanWarning[]> => {
    const { key: currentKey } = latest.current;
    return result && result.key === currentKey ? Promise.resolve(result.warnings) : run();
  }, [result, run]);

  return { state, ensure };
}
