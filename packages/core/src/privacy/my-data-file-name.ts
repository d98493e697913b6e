// The name of the 'Baixar meus dados' ZIP (docs/product/sharing-api-lgpd.md, "Sharing, the API
// and LGPD"): the server sends it in Content-Disposition and the app saves the file under it, so
// both read it from here.

/** 'meus-dados-qrlink-2026-05-01.zip' (the day in Brazil). */
export function myDataFileName(now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
  return `meus-dados-qrlink-${day}.zip`;
}
