/** The `Prefer` header: the preferences supabase-js sends, each validated. */
import { parseError } from '../errors';

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | undefined;
  count: 'exact' | undefined;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined;
  missing: 'default' | 'null';
}

export function parsePrefer(header: string | string[] | undefined): Preferences {
  const prefs: Preferences = {
    return: undefined,
    count: undefined,
    resolution: undefined,
    missing: 'null',
  };
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const part of text.split(',')) {
    const [rawKey, rawValue] = part.split('=');
    const key = rawKey?.trim() ?? '';
    const value = rawValue?.trim() ?? '';
    if (!key) continue;
    if (key === 'return' && ['minimal', 'representation', 'headers-only'].includes(value)) {
      prefs.return = value as Preferences['return'];
    } else if (key === 'count' && ['exact', 'planned', 'estimated'].includes(value)) {
      // An exact count is a valid answer to a request for an estimate.
      prefs.count = 'exact';
    } else if (key === 'resolution' && ['merge-duplicates', 'ignore-duplicates'].includes(value)) {
      prefs.resolution = value as Preferences['resolution'];
    } else if (key === 'missing' && (value === 'default' || value === 'null')) {
      prefs.missing = value;
    } else if (
      key === 'handling' ||
      key === 'timezone' ||
      key === 'tx' ||
      key === 'params' ||
      key === 'max-affected'
    ) {
      throw parseError(`Prefer: ${key} is not supported by this server`);
    }
    // Unknown preferences are ignored, as RFC 7240 and PostgREST (lenient mode) do.
  }
  return prefs;
}
