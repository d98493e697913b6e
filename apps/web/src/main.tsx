import '@mantine/core/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterHydration, App, expectHydration, preloadScreensAt } from '@qrlink/ui';
import { withPreloadLinksInBatches } from './preload-links-in-batches';

const root = document.getElementById('root');
if (root) {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (root.firstElementChild) {
    // A prerendered page (build/prerender-pages.ts) is hydrated once its screens are loaded (a
    // failed load is the error screen's to show), as a transition: React then does the work in
    // slices between which the page stays responsive, instead of one long task.
    expectHydration();
    // The page takes clicks and keys once its screen has hydrated (it was inert until then).
    void afterHydration().then(() => root.removeAttribute('inert'));
    const hydrate = () => startTransition(() => void hydrateRoot(root, app));
    // In a task of its own: the entry's modules have just run in one long task. Loading the
    // screen starts by adding a modulepreload link per module it needs (about a hundred on the
    // QR studio): those go in a few per task (preload-links-in-batches.ts), as in one task they
    // made a long one of their own.
    setTimeout(
      () =>
        void withPreloadLinksInBatches(() => preloadScreensAt(window.location.pathname)).then(
          hydrate,
          hydrate,
        ),
      0,
    );
  } else {
    // The screen at this address starts loading now, beside the session's start-up, instead of
    // once the session is known and the route renders (a dashboard screen opened by its
    // address, e.g. a reload, waited for both one after the other).
    void preloadScreensAt(window.location.pathname).catch(() => {});
    createRoot(root).render(app);
  }
}
