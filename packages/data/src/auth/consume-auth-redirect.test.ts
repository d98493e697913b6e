import { describe, expect, it } from 'vitest';
import { isAuthRedirectError, parseAuthRedirect } from './consume-auth-redirect';

describe('parseAuthRedirect', () => {
  it('reads the tokens and the kind of an e-mail link', () => {
    expect(
      parseAuthRedirect(
        '#access_token=a.b.c&expires_in=3600&refresh_token=r1&token_type=bearer&type=signup',
      ),
    ).toEqual({
      kind: 'signup',
      accessToken: 'a.b.c',
      refreshToken: 'r1',
    });
    expect(parseAuthRedirect('#access_token=a&refresh_token=r&type=recovery')?.kind).toBe(
      'recovery',
    );
    expect(parseAuthRedirect('#access_token=a&refresh_token=r&type=magiclink')?.kind).toBe('other');
  });

  it('ignores hashes without both tokens (anchors, error links)', () => {
    expect(parseAuthRedirect('')).toBeNull();
    expect(parseAuthRedirect('#pricing')).toBeNull();
    expect(parseAuthRedirect('#access_token=a&type=signup')).toBeNull();
    expect(parseAuthRedirect('#error=access_denied&error_code=otp_expired')).toBeNull();
  });
});

describe('isAuthRedirectError', () => {
  it('recognises a refused e-mail link', () => {
    expect(
      isAuthRedirectError(
        '#error=access_denied&error_code=otp_expired&error_description=Email+link',
      ),
    ).toBe(true);
    expect(isAuthRedirectError('#access_token=a&refresh_token=r&type=signup')).toBe(false);
    expect(isAuthRedirectError('#pricing')).toBe(false);
  });
});
