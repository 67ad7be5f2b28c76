// Temporary ids: negative, never repeated here, and apart even for two tabs creating a row in the same millisecond.
import { describe, expect, it } from 'vitest';
import { temporaryId } from './temp-id';

describe('temporaryId', () => {
  it('is a negative safe integer that never repeats in one tab', () => {
    const ids = Array.from({ length: 100 }, () => temporaryId(1_800_000_000_000));
    expect(new Set(ids).size).toBe(100);
    for (const id of ids) expect(id < 0 && Number.isSafeInteger(id)).toBe(true);
  });

  it('differs between two tabs in the same millisecond', async () => {
    const other: { temporaryId: typeof temporaryId } = await import(`./temp-id?tab=${Date.now()}`);
    const now = 1_900_000_000_000;
    expect(temporaryId(now, () => 0.25)).not.toBe(other.temporaryId(now, () => 0.75));
  });
});
