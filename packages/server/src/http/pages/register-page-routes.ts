/**
 * GET and HEAD /p/{slug}: a published page as plain HTML (pages/page-answer.ts), with no SPA
 * bundle. A wildcard, not a `:slug` parameter, so that an over-long or odd address still gets
 * the pt-BR not-found page rather than Fastify's own 404.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageAnswer } from '../../pages/page-answer';
import type { PageService } from '../../pages/page-service';

export interface PageRouteDeps {
  pages: PageService;
  /** PUBLIC_URL: the pages' own address in their preview tags, and the badge's link. */
  publicUrl: string;
}

function slugOf(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return '';
  }
}

export async function registerPageRoutes(app: FastifyInstance, deps: PageRouteDeps) {
  const answer = async (
    request: FastifyRequest<{ Params: { '*': string } }>,
    reply: FastifyReply,
  ) => {
    const slug = slugOf(request.params['*']);
    const page = slug.includes('/') ? null : await deps.pages.get(slug);
    const result = pageAnswer(page, deps.publicUrl, request.headers['if-none-match']);
    return reply.code(result.status).headers(result.headers).send(result.body);
  };
  app.get<{ Params: { '*': string } }>('/p/*', answer);
}
