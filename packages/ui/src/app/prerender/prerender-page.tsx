/**
 * The public pages a visitor's phone opens first, rendered to HTML when the web app is built
 * (apps/web/build/prerender-pages.ts, which names them): the page shows as soon as its HTML and
 * CSS arrive, before any script, and the app then hydrates it (apps/web/src/main.tsx) instead of
 * drawing it again.
 * What they show is the same for everyone until the app runs: no session (its links are those of
 * a visitor), the light scheme, and the loaders of whatever they fetch (the plans).
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders, preloadAppHosts } from '../AppProviders';
import { AppRoutes, preloadScreensAt } from '../router';
import { preloadDeferredParts } from '@/lib/deferred-part';

/**
 * The HTML of the app's root element at `path`, rendered once every lazy part it shows is loaded
 * (the page's screens and the app's hosts), so that the page is written in order. A part still
 * loading would be written as its fallback plus an inline script that swaps the content in,
 * which the app's Content-Security-Policy refuses.
 */
export async function prerenderPage(path: string): Promise<string> {
  await Promise.all([preloadScreensAt(path), preloadAppHosts()]);
  // The screens just loaded declared their deferred parts: the HTML has them in place.
  await preloadDeferredParts();
  const html = await renderOnce(path);
  if (/<script|<template/.test(html)) throw new Error(`${path} still had parts loading`);
  return html;
}

async function renderOnce(path: string): Promise<string> {
  // The same elements as the browser's tree (main.tsx and App.tsx), with the router at `path`.
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // One piece, in order, however large: React otherwise writes a large part after the rest,
    // moved into place by an inline script (refused by the CSP, as above).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
