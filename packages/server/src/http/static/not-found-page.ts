/**
 * The 404 answer for browsers: the SPA's index.html (it renders its own "not found" /
 * "Link Inválido ou Expirado" screens), or a minimal pt-BR page when the SPA is not built.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';

const FALLBACK_PAGE = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Página não encontrada - QR Link</title></head>
<body style="font-family: system-ui, sans-serif; text-align: center; padding: 3rem 1rem">
<h1>Link Inválido ou Expirado</h1>
<p>O endereço que você acessou não existe ou foi removido.</p>
<p><a href="/">Voltar para a página inicial</a></p>
</body>
</html>
`;

/** index.html of the built SPA, or undefined when there is none. */
export async function readSpaIndex(webDistDir: string | undefined): Promise<string | undefined> {
  if (!webDistDir) return undefined;
  try {
    return await readFile(join(webDistDir, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
}

export async function sendNotFoundPage(reply: FastifyReply, webDistDir: string | undefined) {
  const page = (await readSpaIndex(webDistDir)) ?? FALLBACK_PAGE;
  return reply
    .code(404)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(page);
}
