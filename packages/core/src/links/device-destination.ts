// Where a code leads for the device that scanned it
// (docs/product/link-rules-and-utm.md, "Link rules and UTM"): a destination per platform when the
// owner set one, else the main destination.

export type RedirectPlatform = 'ios' | 'android' | 'desktop';

export interface DeviceDestinations {
  ios?: string | null;
  android?: string | null;
  desktop?: string | null;
}

/** The platform a classified visitor belongs to, or null (tablets of other systems, TVs...). */
export function redirectPlatform(agent: {
  os: string | null;
  device: string | null;
}): RedirectPlatform | null {
  const os = agent.os ?? '';
  if (/^(iOS|iPadOS)$/i.test(os)) return 'ios';
  if (/^Android/i.test(os)) return 'android';
  return agent.device === 'desktop' ? 'desktop' : null;
}

export function destinationFor(
  main: string,
  byDevice: DeviceDestinations,
  platform: RedirectPlatform | null,
): string {
  return (platform && byDevice[platform]) || main;
}
