import { describe, expect, it } from 'vitest';
import { secondsToWait } from './resend-confirmation';

describe('secondsToWait', () => {
  it("reads the auth server's wait from its message", () => {
    expect(
      secondsToWait({
        message: 'For security purposes, you can only request this after 42 seconds.',
      }),
    ).toBe(42);
    expect(secondsToWait({ message: 'Request rate limit reached' })).toBeNull();
    expect(secondsToWait(null)).toBeNull();
  });
});
