// The phone keeps a point per 50 m, per 20 s while moving, per 2 minutes standing still, and never a late fix.
import { describe, expect, it } from 'vitest';
import { worthKeeping, type Fix } from './position-thinning';

const TUNIS: Fix = { lat: 36.8065, lng: 10.1815, at: 1_800_000_000_000 };
/** About `metres` north of Tunis, `seconds` later. */
const north = (metres: number, seconds: number): Fix => ({ lat: TUNIS.lat + metres / 111_195, lng: TUNIS.lng, at: TUNIS.at + seconds * 1000 });

describe('worthKeeping', () => {
  it('keeps the first fix', () => {
    expect(worthKeeping(null, TUNIS)).toBe(true);
  });
  it('keeps a fix 50 m on, however soon, and not one 40 m on within 20 s', () => {
    expect(worthKeeping(TUNIS, north(51, 2))).toBe(true);
    expect(worthKeeping(TUNIS, north(40, 10))).toBe(false);
  });
  it('keeps a fix after 20 s while moving slowly (traffic), not while standing', () => {
    expect(worthKeeping(TUNIS, north(30, 21))).toBe(true);
    expect(worthKeeping(TUNIS, north(3, 21))).toBe(false);
    expect(worthKeeping(TUNIS, north(3, 119))).toBe(false);
  });
  it('keeps one standing fix every 2 minutes', () => {
    expect(worthKeeping(TUNIS, north(0, 120))).toBe(true);
  });
  it('drops a fix older than the last kept one', () => {
    expect(worthKeeping(TUNIS, north(500, -5))).toBe(false);
  });
});
