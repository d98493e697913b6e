// A stable bucket for a visitor (address, browser and code), so the same person is sent the
// same way each time while many people spread as the weights say: the A/B test's variants and
// the WhatsApp roulette's attendants by weight. FNV-1a, 32 bits: quick and even, not a secret.
export function visitorBucket(seed: string, size: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % size;
}
