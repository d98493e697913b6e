// Parts of a prerendered page left out of its first script: the page hydrates and takes clicks
// without them, and each part hydrates from its HTML when its own code arrives (React hydrates
// a Suspense boundary whose code is missing later, keeping its HTML meanwhile). The landing's
// pricing and questions are below the fold: their code (Mantine's Accordion and Switch, the
// plans' queries) need not hold up the hero's buttons.
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { lazyScreen, type LazyScreen, type ScreenModule } from './lazy-screen';

const partsToPrerender = new Set<() => Promise<unknown>>();

/**
 * A component loaded when it first renders, like a lazy screen. The prerender loads every such
 * part before it writes a page (preloadDeferredParts), so that the HTML has the part in place;
 * the browser does not, so the page hydrates before the part's code is in.
 */
export function deferredPart<P>(load: () => Promise<ScreenModule<P>>): LazyScreen<P> {
  const Part = lazyScreen(load);
  partsToPrerender.add(Part.preload);
  return Part;
}

/** For the prerender: loads every deferred part the pages loaded so far declared. */
export function preloadDeferredParts(): Promise<unknown> {
  return Promise.all([...partsToPrerender].map((preload) => preload()));
}

/** Inside the part's boundary: its effect runs once the part has hydrated (or rendered). */
function PartShown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

/**
 * The boundary around a deferred part. Until the part has hydrated it is inert, as the whole
 * page is until the page has (apps/web/src/main.tsx): a click on HTML that React has not taken
 * over yet would be lost. `fallback` shows only where the part renders without HTML to hydrate
 * (a visit that reaches the page from another screen), and should keep its height.
 *
 * The part's HTML survives only while nothing above it changes: an update reaching a boundary
 * that has not hydrated yet makes React draw it again from the fallback. This component's own
 * state changes only once its part is in, and the pages around such parts keep none.
 */
export function DeferredSection({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback: ReactNode;
}) {
  const [shown, setShown] = useState(false);
  const markShown = useCallback(() => setShown(true), []);
  return (
    <div inert={!shown}>
      <Suspense fallback={fallback}>
        {children}
        <PartShown onShown={markShown} />
      </Suspense>
    </div>
  );
}
