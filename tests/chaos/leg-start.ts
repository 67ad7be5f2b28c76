// How every chaos run starts (issue 39): the driver publishes two trips through Sousse and the passenger, with no
// network, books the leg from Sousse on of the first. The seeded actions that follow book more legs (of the second and
// of the trips published during the run); this one makes sure each run books one.
import { marker, markerOf, publishAction, SOUSSE } from './actions';
import type { MadeChange } from './audit';
import { act, callHandle, drain, setOffline, snapshot, type Device } from './devices';
import type { Random } from './random';

/**
 * The first changes of the run, made before any fault and numbered from `n` to `n + 2` (after the seeded steps', as
 * every marker is one change's); returns them to be audited with the rest.
 */
export async function startWithALeg(driver: Device, passenger: Device, random: Random, n: number): Promise<MadeChange[]> {
  const made: MadeChange[] = [];
  const driverSnap = await snapshot(driver);
  for (const k of [n, n + 1]) {
    const publish = publishAction(driverSnap, random, k, Date.now(), { soon: false, viaSousse: true });
    if (!publish) throw new Error('the chaos driver has no vehicle to publish a trip with');
    made.push({ entryId: (await act(driver, publish))!, userId: driverSnap.userId!, kind: 'saveTrip' });
  }
  const [published] = await drain([driver]);
  const [trip, second] = [n, n + 1].map((k) => published!.trips.find((row) => row.id > 0 && markerOf(row.description) === marker(k)));
  if (!trip || !second) throw new Error('the trips through Sousse that start the run did not reach the server');

  await callHandle(passenger, 'look', [[trip.id, second.id]]);
  const passengerSnap = await snapshot(passenger);
  await setOffline(passenger, true);
  const booking = await act(passenger, { kind: 'bookTrip', tripId: trip.id, seats: 1, notes: marker(n + 2), from: SOUSSE });
  made.push({ entryId: booking!, userId: passengerSnap.userId!, kind: 'bookTrip' });
  await setOffline(passenger, false);
  return made;
}
