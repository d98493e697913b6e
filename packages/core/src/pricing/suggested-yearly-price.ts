import { YEARLY_DISCOUNT } from '../constants';

/**
 * Suggested yearly price for the admin plan form: monthly x 12 x (1 - 30%), rounded to cents.
 * Computed in integer cents so 29.90 gives exactly 251.16, not 251.15999...
 */
export function suggestedYearlyPrice(monthly: number): number {
  const cents = Math.round(monthly * 100);
  const keptPercent = Math.round((1 - YEARLY_DISCOUNT) * 100);
  return Math.round((cents * 12 * keptPercent) / 100) / 100;
}
