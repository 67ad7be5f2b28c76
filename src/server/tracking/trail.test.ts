// Thinning the trail: evenly spread, never more than asked, the first and newest points always kept.
import { describe, expect, it } from 'vitest';
import { thinEvenly } from './trail';

describe('thinEvenly', () => {
  it('keeps short trails whole', () => {
    expect(thinEvenly([1, 2, 3], 5)).toEqual([1, 2, 3]);
  });

  it('spreads the kept points evenly and keeps both ends', () => {
    const points = Array.from({ length: 1000 }, (_, i) => i);
    const kept = thinEvenly(points, 300);
    expect(kept).toHaveLength(300);
    expect(kept[0]).toBe(0);
    expect(kept.at(-1)).toBe(999);
    const gaps = kept.slice(1).map((v, i) => v - kept[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(3);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(4);
    expect(thinEvenly(points, 1)).toEqual([999]);
  });
});
