import { describe, expect, it } from 'vitest';
import { myDataFileName } from './my-data-file-name';

describe('myDataFileName', () => {
  it('is named for the day in Brazil', () => {
    expect(myDataFileName(new Date('2026-05-01T02:00:00Z'))).toBe(
      'meus-dados-qrlink-2026-04-30.zip',
    );
    expect(myDataFileName(new Date('2026-05-01T03:00:00Z'))).toBe(
      'meus-dados-qrlink-2026-05-01.zip',
    );
  });
});
