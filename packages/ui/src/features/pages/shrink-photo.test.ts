import { describe, expect, it } from 'vitest';
import { fitWithin, PAGE_PHOTO_MAX_SIDE, shrinkPhoto } from './shrink-photo';

describe("a page's photos before upload", () => {
  it('fit within the largest side, keeping their proportions', () => {
    expect(fitWithin(3000, 2000, 480)).toEqual({ width: 480, height: 320 });
    expect(fitWithin(1000, 4000, 480)).toEqual({ width: 120, height: 480 });
    expect(fitWithin(10000, 5, 480)).toEqual({ width: 480, height: 1 });
    expect(fitWithin(480, 300, 480)).toBeNull();
    expect(PAGE_PHOTO_MAX_SIDE).toBe(480);
  });

  it('go as they are when they are not a PNG or JPEG, or cannot be decoded here', async () => {
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
      type: 'image/svg+xml',
    });
    expect(await shrinkPhoto(svg)).toBe(svg);
    const broken = new File(['not a png'], 'foto.png', { type: 'image/png' });
    expect(await shrinkPhoto(broken)).toBe(broken);
  });
});
