import { NOTIFICATION_URL_PREVIEW } from '../constants';

/**
 * The first `max` characters (30 by default: notification texts and the delete-link
 * confirmation), with '...' when something was cut. Counts code points, so an emoji is never
 * split in half.
 */
export function truncateText(text: string, max: number = NOTIFICATION_URL_PREVIEW): string {
  const characters = [...text];
  return characters.length <= max ? text : `${characters.slice(0, max).join('')}...`;
}
