// Handover codes: a wrong code counts and says how many tries are left, five lock the code for 15 minutes (even the
// right one is refused meanwhile), a replayed request counts once, and the right code resets the count.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARCEL_STATUS } from '../../src/contract/statuses';
import { parcels } from '../../src/server/db/schema';
import type { SignedInUser, TestServer } from '../helpers/server';
import type { TestDriver } from '../helpers/marketplace';
import { driverAndPassenger, startServerWith } from '../helpers/server-cast';
import { codesOf, parcelStep, readParcel, requestedParcel, stepOk, textsTo, tripTakingParcels, wrongCode } from '../helpers/parcels';

let server: TestServer;
let driver: TestDriver;
let sender: SignedInUser;
beforeAll(async () => void ({ server, driver, passenger: sender } = await startServerWith(driverAndPassenger)));
afterAll(async () => server?.close());

async function acceptedParcel() {
  const trip = await tripTakingParcels(server, driver);
  const parcel = await requestedParcel(server, sender, trip.id);
  await stepOk(server, driver, parcel.id, 'accept');
  return { id: parcel.id, codes: await codesOf(server, sender, parcel.id) };
}

const tries = async (id: number) => (await server.database.db.select({ tries: parcels.codeTries }).from(parcels).where(eq(parcels.id, id)))[0]!.tries;

describe('pickup and delivery codes', () => {
  it('counts wrong codes, locks after five, refuses even the right one while locked, and lets it through 15 min later', async () => {
    const { id, codes } = await acceptedParcel();
    const wrong = wrongCode(codes.pickup);
    for (let left = 4; left >= 1; left--) {
      const answer = await parcelStep(server, driver, id, 'pickup', { code: wrong });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ code: [`Code incorrect. Il vous reste ${left} essai${left > 1 ? 's' : ''}.`] });
    }
    const fifth = await parcelStep(server, driver, id, 'pickup', { code: wrong });
    expect(fifth.body.errors).toEqual({ code: ["Trop d'essais : réessayez dans 15 min."] });
    expect(await tries(id)).toBe(0);
    expect((await readParcel(server, driver, id)).code_locked_until).toEqual(expect.any(String));

    server.clock.advance(5 * 60_000);
    const locked = await parcelStep(server, driver, id, 'pickup', { code: codes.pickup });
    expect(locked.status).toBe(422);
    expect(locked.body.errors).toEqual({ code: ["Trop d'essais : réessayez dans 10 min."] });

    server.clock.advance(10 * 60_000);
    const taken = await stepOk(server, driver, id, 'pickup', { code: codes.pickup });
    expect(taken.status).toBe(PARCEL_STATUS.pickedUp);
    expect(taken.code_locked_until).toBeNull();
  });

  it('counts a wrong code once when its request is replayed with the same Idempotency-Key', async () => {
    const { id, codes } = await acceptedParcel();
    const headers = { 'Idempotency-Key': `wrong-${id}` };
    const first = await parcelStep(server, driver, id, 'pickup', { code: wrongCode(codes.pickup) }, headers);
    const again = await parcelStep(server, driver, id, 'pickup', { code: wrongCode(codes.pickup) }, headers);
    expect(first.status).toBe(422);
    expect(again.status).toBe(422);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await tries(id)).toBe(1);
  });

  it('resets the count on the right code, and does not take the delivery code for pickup', async () => {
    const { id, codes } = await acceptedParcel();
    await parcelStep(server, driver, id, 'pickup', { code: wrongCode(codes.pickup) });
    if (codes.delivery !== codes.pickup) {
      const swapped = await parcelStep(server, driver, id, 'pickup', { code: codes.delivery });
      expect(swapped.status).toBe(422);
    }
    await stepOk(server, driver, id, 'pickup', { code: codes.pickup });
    expect(await tries(id)).toBe(0);
    const bad = await parcelStep(server, driver, id, 'deliver', { code: '12' });
    expect(bad.body.errors).toEqual({ code: ['The code must be 6 digits.'] });
    expect(await tries(id)).toBe(0);
  });

  it('does not resend the SMS when an accept is replayed', async () => {
    const trip = await tripTakingParcels(server, driver);
    const parcel = await requestedParcel(server, sender, trip.id);
    const headers = { 'Idempotency-Key': `accept-${parcel.id}` };
    const first = await parcelStep(server, driver, parcel.id, 'accept', {}, headers);
    const again = await parcelStep(server, driver, parcel.id, 'accept', {}, headers);
    expect(first.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await textsTo(server, parcel.recipient_phone)).toHaveLength(1);
  });
});
