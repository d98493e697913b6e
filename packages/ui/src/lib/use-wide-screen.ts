import { useSyncExternalStore } from 'react';

/** Mantine's `md` breakpoint and up: a computer's screen rather than a phone's. */
const WIDE_SCREEN = '(min-width: 62em)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the screen is a computer's, for what a screen lays out differently in its state rather
 * than in CSS. A prerendered page (app/prerender) was drawn for a phone: while the app hydrates
 * it this answers false, as its HTML did, and true right after on a wide screen. Otherwise it
 * answers right from the first render. (Mantine's useMediaQuery cannot tell the two apart: it
 * reads the screen either in an effect, a render late, or at once, hydration included.)
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_SCREEN).matches,
    () => false,
  );
}
