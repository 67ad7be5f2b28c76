// A time a client sends without an offset is Tunis wall time; with one it is kept; anything else is not a time.
import { afterEach, describe, expect, it } from 'vitest';
import { clientInstant } from './tunis-time';

const iso = (value: string) => new Date(clientInstant(value)).toISOString();
const zoneBefore = process.env.TZ;
afterEach(() => {
  process.env.TZ = zoneBefore;
});

describe('clientInstant', () => {
  it('reads a time without an offset as Tunis wall time (UTC+1), in both of its forms', () => {
    expect(iso('2026-12-01 08:00:00')).toBe('2026-12-01T07:00:00.000Z');
    expect(iso('2026-12-01 08:00')).toBe('2026-12-01T07:00:00.000Z');
    expect(iso('2026-12-01T08:00')).toBe('2026-12-01T07:00:00.000Z');
    expect(iso('2026-12-01T08:00:30.250')).toBe('2026-12-01T07:00:30.250Z');
    // Summer too: Tunisia has no summer time.
    expect(iso('2026-07-01 00:30:00')).toBe('2026-06-30T23:30:00.000Z');
  });

  it('keeps a time with Z or an offset as it was sent', () => {
    expect(iso('2026-12-01T08:00:00Z')).toBe('2026-12-01T08:00:00.000Z');
    expect(iso('2026-12-01T08:00:00.000Z')).toBe('2026-12-01T08:00:00.000Z');
    expect(iso('2026-12-01T08:00:00+01:00')).toBe('2026-12-01T07:00:00.000Z');
    expect(iso('2026-12-01T08:00:00-0330')).toBe('2026-12-01T11:30:00.000Z');
    expect(iso('2026-12-01 08:00:00+09:00')).toBe('2026-11-30T23:00:00.000Z');
  });

  it('gives the same instant whatever zone the machine runs in', () => {
    for (const zone of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles']) {
      process.env.TZ = zone;
      expect(iso('2026-12-01 08:00:00'), zone).toBe('2026-12-01T07:00:00.000Z');
    }
  });

  it('refuses what is not a time, and days or hours that do not exist', () => {
    for (const junk of [
      '',
      'tomorrow',
      '2026-12-01',
      'Dec 1 2026 08:00',
      '2026-02-30 08:00',
      '2026-12-01 24:00',
      '2026-12-01 08:60',
      '2026-02-30T08:00:00Z',
      '1764576000000',
    ]) {
      expect(clientInstant(junk), junk).toBeNaN();
    }
  });
});
