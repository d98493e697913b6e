/**
 * Edge Function `verify-domain` (packages/server/src/functions/verify-domain/): 'Verificar
 * agora' on Configurações > Domínios. Reads the domain as the caller (RLS), looks its TXT record
 * up with Deno's resolver and records what was found.
 *   SUPABASE_DB_URL  the project's database (Supabase sets it for every function)
 *   DNS_RESOLVER     optional host:port of the DNS server to ask (unset: the system's)
 */
import { openDatabase } from '@qrlink/server/db/database';
import { verifyDomainFunction } from '@qrlink/server/functions/verify-domain/verify-domain-function';
import { gatewayIdentity, logError, serveFunction } from '../_shared/serve-function.ts';

/** 'host:port' as Deno.resolveDns's nameServer. */
function nameServer(resolver: string | undefined) {
  if (!resolver) return undefined;
  const port = resolver.lastIndexOf(':');
  return { ipAddr: resolver.slice(0, port), port: Number(resolver.slice(port + 1)) };
}

serveFunction('verify-domain', async (settings) => {
  const server = nameServer(settings.optional('DNS_RESOLVER'));
  return verifyDomainFunction({
    db: await openDatabase({ databaseUrl: settings.required('SUPABASE_DB_URL') }),
    identify: gatewayIdentity,
    resolveTxt: (name) => Deno.resolveDns(name, 'TXT', server ? { nameServer: server } : {}),
    log: logError('verify-domain'),
  });
});
