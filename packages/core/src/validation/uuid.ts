const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A canonical UUID (QR code ids, link ids, user ids): anything else names no row. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
