/**
 * The calls a hosted project's scheduler makes (pg_cron through pg_net, with the service-role
 * key: `request_project_function(name)`): a POST with an empty body, from the service role only.
 * Anything else is refused before the function does any work.
 */
import type { RequestIdentity } from '../http/shared/jwt';
import { refuseAnnouncedOver } from './read-json-request';
import { refusal } from './web-function';

/** Throws the refusal (405, 413, 401 or 403 with `forbiddenMessage`) unless the scheduler calls. */
export async function refuseUnlessScheduler(
  request: Request,
  identify: (request: Request) => Promise<RequestIdentity>,
  forbiddenMessage: string,
): Promise<void> {
  if (request.method !== 'POST') throw refusal(405, 'method_not_allowed', 'Use POST.');
  refuseAnnouncedOver(request, 4 * 1024);
  const { role } = await identify(request);
  if (role !== 'service_role') throw refusal(403, 'forbidden', forbiddenMessage);
}
