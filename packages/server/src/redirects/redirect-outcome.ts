/**
 * What a redirect answers: the destination (the visit recorded first), or why not. Only a
 * 'redirect' is recorded: unknown, expired and exhausted codes and password pages count nothing.
 * 'visitors_only': a request that would not be counted (a bot, a link preview, HEAD) gets no
 * destination from a code with a visit limit or a password. 'unavailable': a code with a visit
 * limit whose count the database could not be asked for. 'disabled': a code an admin disabled,
 * or any code of a blocked account (docs/product/trust-and-safety.md, "Reports and moderation").
 * 'preview': a bot (a crawler, a link preview) asking for a code whose owner set a preview gets
 * the page with those tags instead of any of the above; recorded as a bot, never counted.
 */
import type { LinkPreview } from './destination-cache';

export type RedirectOutcome =
  | { status: 'redirect'; destination: string }
  | { status: 'preview'; preview: LinkPreview }
  | {
      status:
        | 'not_found'
        | 'expired'
        | 'limit_reached'
        | 'password_required'
        | 'wrong_password'
        | 'too_many_attempts'
        | 'visitors_only'
        | 'unavailable'
        | 'disabled';
    };
