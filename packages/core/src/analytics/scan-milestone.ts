import { SCAN_MILESTONES } from '../constants';

/**
 * The milestone (10, 100, 1000, 10000 scans) crossed when a count goes from `previous` to
 * `current`, or null. When one jump crosses several, the highest is reported once.
 */
export function crossedScanMilestone(previous: number, current: number): number | null {
  let crossed: number | null = null;
  for (const milestone of SCAN_MILESTONES) {
    if (previous < milestone && current >= milestone) crossed = milestone;
  }
  return crossed;
}
