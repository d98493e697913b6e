/**
 * Whether a Uint32 view of RGBA bytes reads r in its low byte (every platform we ship to): the
 * painter writes, and the PNG encoder compares, whole pixels as 32-bit words only then.
 */
export const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
