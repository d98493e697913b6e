/** The auth service's access tokens, signed and checked with the shared HS256 helpers. */
import { signJwt, verifyJwt, type JwtClaims } from '../shared/jwt';
import type { AccessTokenSigner } from './auth-context';

export function createAccessTokenSigner(secret: string): AccessTokenSigner {
  return {
    sign: (claims, expiresInSeconds) => signJwt(claims as JwtClaims, secret, { expiresInSeconds }),
    verify: (token) => verifyJwt(token, secret),
  };
}
