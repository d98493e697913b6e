/** Content negotiation: JSON array (default) or a single object, optionally with nulls stripped. */
import { postgrestError } from '../../shared/http-error';

export interface AcceptChoice {
  single: boolean;
  stripNulls: boolean;
}

export function parseAccept(header: string | undefined): AcceptChoice {
  if (!header) return { single: false, stripNulls: false };
  for (const range of header.split(',')) {
    const [typePart, ...params] = range.split(';').map((p) => p.trim().toLowerCase());
    const stripNulls = params.includes('nulls=stripped');
    if (
      typePart === 'application/vnd.pgrst.object+json' ||
      typePart === 'application/vnd.pgrst.object'
    ) {
      return { single: true, stripNulls };
    }
    if (
      typePart === 'application/json' ||
      typePart === 'application/vnd.pgrst.array+json' ||
      typePart === '*/*' ||
      typePart === 'application/*'
    ) {
      return { single: false, stripNulls };
    }
  }
  throw postgrestError(406, 'PGRST107', `None of these media types are available: ${header}`);
}

/** Accept-Profile / Content-Profile: only `public` is exposed. */
export function checkProfile(header: string | string[] | undefined): void {
  if (header === undefined) return;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() !== 'public') {
    throw postgrestError(
      406,
      'PGRST106',
      `Invalid schema: ${value}`,
      null,
      'Only the following schemas are exposed: public',
    );
  }
}
