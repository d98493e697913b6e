/**
 * Pages for browsers that carry a status: the SPA's index.html (it renders its own "not found",
 * "Link Inválido ou Expirado", expired and password screens), or a minimal pt-BR page when the
 * SPA is not built.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '@qrlink/core/html/escape-html';

const fallbackPage = (message: string) => `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Link Inválido ou Expirado - QR Link</title></head>
<body style="font-family: system-ui, sans-serif; text-align: center; padding: 3rem 1rem">
<h1>Link Inválido ou Expirado</h1>
<p>${escapeHtml(message)}</p>
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

export function sendNotFoundPage(reply: FastifyReply, webDistDir: string | undefined) {
  return sendAppPage(
    reply,
    webDistDir,
    404,
    'O endereço que você acessou não existe ou foi removido.',
  );
}

/** The SPA with `status` (its route explains the case), or a minimal page saying `message`. */
export async function sendAppPage(
  reply: FastifyReply,
  webDistDir: string | undefined,
  status: number,
  message: string,
) {
  const page = (await readSpaIndex(webDistDir)) ?? fallbackPage(message);
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(page);
}
