/**
 * GET and HEAD /p/{slug}: a published page as plain HTML (pages/page-answer.ts), with no SPA
 * bundle. The `page` server function answers it (functions/page/, the same code as the hosted
 * Edge Function), here through the server's cache of pages, and also at /functions/v1/page/*
 * so one suite checks both runtimes. A wildcard, not a `:slug` parameter, so that an over-long
 * or odd address still gets the pt-BR not-found page rather than Fastify's own 404.
 */
import type { FastifyInstance } from 'fastify';
import { pageFunction } from '../../functions/page/page-function';
import type { PageService } from '../../pages/page-service';
import type { PageVisits } from '../../pages/page-visits';
import { mountWebFunction } from '../functions/mount-web-function';

export interface PageRouteDeps {
  pages: PageService;
  /** PUBLIC_URL: the pages' own address in their preview tags, and the badge's link. */
  publicUrl: string;
  /** Where visits, taps and orders are counted (held a moment, then written together). */
  visits: PageVisits;
  trustProxy: boolean;
}

export async function registerPageRoutes(app: FastifyInstance, deps: PageRouteDeps) {
  const page = pageFunction({
    load: (slug) => deps.pages.get(slug),
    appUrl: deps.publicUrl,
    visits: deps.visits,
    trustProxy: deps.trustProxy,
    log: (message, error) => app.log.error({ err: error }, message),
  });
  // Other methods reach it too, for its 405.
  mountWebFunction(app, ['GET', 'HEAD', 'POST'], ['/p/*', '/functions/v1/page/*'], page);
}
