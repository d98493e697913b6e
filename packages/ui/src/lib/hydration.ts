/**
 * A prerendered page (app/prerender) is hydrated in two passes: React hydrates the layout first,
 * runs its effects, and hydrates the screen inside its Suspense boundary a moment later. The
 * screen must then still render what its HTML shows, so nothing the app keeps may move on before
 * it has hydrated: what would change it (the session, maintenance mode) waits for
 * `afterHydration()`.
 */
let hydrated: Promise<void> = Promise.resolve();
let markHydrated: () => void = () => {};

/** Called before hydrating a prerendered page: afterHydration() waits until the screen is. */
export function expectHydration(): void {
  hydrated = new Promise((resolve) => {
    markHydrated = resolve;
  });
}

/**
 * The screen has hydrated (or, without a prerendered page, simply rendered), or its layout is
 * gone, taking the prerendered screen with it: nothing is waited for any more.
 */
export function screenHydrated(): void {
  markHydrated();
}

/** Resolves once the prerendered page's screen has hydrated; at once when there was none. */
export function afterHydration(): Promise<void> {
  return hydrated;
}
