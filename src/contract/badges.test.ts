// A driver's badges from an older or a malformed server answer read as nothing verified, never as a refused card.
import { describe, expect, it } from 'vitest';
import { NOTHING_VERIFIED } from './badges';
import { tripDriver } from './trips';
import { publicUser } from './users';

const driver = (more: Record<string, unknown> = {}) => ({ id: 7, full_name: 'Sami Ben Salah', ...more });

describe('badges in the contract', () => {
  it('reads an answer without badges (an older server) as nothing verified, no trips, unknown join date', () => {
    expect(tripDriver.parse(driver())).toMatchObject({ verified: NOTHING_VERIFIED, trips_completed: 0, member_since: null });
    expect(publicUser.parse(driver())).toMatchObject({ verified: NOTHING_VERIFIED, trips_completed: 0, member_since: null });
  });

  it('keeps what the server says', () => {
    const verified = { phone: true, identity: true, licence: false, vehicle_papers: true };
    expect(tripDriver.parse(driver({ verified, trips_completed: 12, member_since: '2025-03-14' }))).toMatchObject({
      verified,
      trips_completed: 12,
      member_since: '2025-03-14',
    });
  });

  it('reads malformed badges as not verified, field by field, and keeps the rest of the card', () => {
    const parsed = tripDriver.parse(driver({ verified: { phone: 'yes', identity: true }, trips_completed: 'many', member_since: 42 }));
    expect(parsed).toMatchObject({
      full_name: 'Sami Ben Salah',
      verified: { phone: false, identity: true, licence: false, vehicle_papers: false },
      trips_completed: 0,
      member_since: null,
    });
    expect(tripDriver.parse(driver({ verified: 'all', trips_completed: -3 }))).toMatchObject({ verified: NOTHING_VERIFIED, trips_completed: 0 });
    expect(tripDriver.parse(driver({ verified: null }))).toMatchObject({ verified: NOTHING_VERIFIED });
  });
});
