// What the outbox's answers moved on the server, gathered during one drain and pulled again after it, by whichever
// drained: the sync worker, or the service worker when the network returned with no page open.
import type { FollowUp } from '../db/commands/define-write';
import { isFromBeforeV3, rowFromPath } from '../db/entries-before-v3';
import type { MechwarDatabase } from '../db/database';
import type { OutboxEntry } from '../db/outbox-entry';
import { createAnnouncementsPull } from './announcements-pull';
import type { Http } from './http';
import { createParcelsPull } from './parcels-pull';
import { createPull } from './pull';

export class FollowUps {
  readonly trips = new Set<number>();
  readonly announcements = new Set<number>();
  readonly pulls = new Set<FollowUp>();
  /** An answer could not be read: the profile, the bookings, the trips and the parcels come again from the server. */
  everything = false;

  /** An entry answered (sent or refused), with the pulls its kind declares for that outcome. */
  add(entry: OutboxEntry, declared: readonly FollowUp[]): void {
    // A sent change moves the trip on the server (seats, status); a refused one was rolled back to the copy from
    // before it, which may be older than the server's (seats taken meanwhile): either way, pull the trip again.
    if (entry.tripId && entry.tripId > 0) this.trips.add(entry.tripId);
    // A proposal's answer moves its request too (closed, other offers declined, counts).
    if (entry.announcementId && entry.announcementId > 0) this.announcements.add(entry.announcementId);
    for (const pull of declared) this.pulls.add(pull);
    // A change queued before the device recorded fields cannot be put back field by field: its row comes again
    // from the server at once.
    if (isFromBeforeV3(entry)) {
      const row = rowFromPath(entry);
      if (row?.table === 'trips' && row.id > 0) this.trips.add(row.id);
      if (row?.table === 'bookings' || entry.kind === 'bookTrip') this.pulls.add('bookings');
      if (entry.kind === 'updateProfile') this.pulls.add('account');
    }
  }
}

export interface FollowUpPulls {
  pull: Pick<ReturnType<typeof createPull>, 'trip' | 'profile' | 'vehicles' | 'myBookings' | 'myTrips' | 'blocks'>;
  announcements: Pick<ReturnType<typeof createAnnouncementsPull>, 'detail'>;
  parcels: Pick<ReturnType<typeof createParcelsPull>, 'mine'>;
}

/** The pulls a service worker makes with its own HTTP client (the sync worker passes the ones it already has). */
export const followUpPullsFor = (db: MechwarDatabase, http: Http): FollowUpPulls => ({
  pull: createPull(db, http),
  announcements: createAnnouncementsPull(db, http),
  parcels: createParcelsPull(db, http),
});

/** Pulls what the drain's answers moved; resolves when every pull has ended, whatever its result. */
export async function runFollowUps({ pull, announcements, parcels }: FollowUpPulls, followUps: FollowUps): Promise<void> {
  const pulls: Promise<unknown>[] = [];
  for (const tripId of followUps.trips) pulls.push(pull.trip(tripId));
  for (const announcementId of followUps.announcements) pulls.push(announcements.detail(announcementId));
  // An application or a vehicle answered: the vehicle made with it, validity and documents come from the server.
  if (followUps.pulls.has('account')) pulls.push(pull.profile(), pull.vehicles());
  else if (followUps.everything) pulls.push(pull.profile());
  if (followUps.pulls.has('bookings') || followUps.everything) pulls.push(pull.myBookings());
  if (followUps.pulls.has('parcels') || followUps.everything) pulls.push(parcels.mine());
  if (followUps.pulls.has('blocks') || followUps.everything) pulls.push(pull.blocks());
  if (followUps.everything) pulls.push(pull.myTrips());
  await Promise.allSettled(pulls);
}
