// Staff close a parcel's reported problem (DESIGN.md §9): the parcel goes back to where it stood before (in the car
// or waiting for pickup), the staff's note goes to its timeline, and the sender and the driver are told.
import { and, eq } from 'drizzle-orm';
import { PARCEL_STATUS } from '../../contract/statuses';
import type { Tx } from '../db/client';
import { parcels, trips } from '../db/schema';
import { fieldError, notFound } from '../errors';
import { notify, routeLabel, touchSubjectCards } from '../chat/chat';
import { PARCEL_SUBJECT_TYPE } from '../../contract/conversations';
import { messageLabel } from '../../contract/message-label';
import { parcelChanged, parcelLabel, recordParcelEvent } from './parcel-moves';
import { legRoute } from '../trips/asked-leg';

export const problemResolutionMessages = {
  resolved: 'Problème résolu',
  noProblem: "Ce colis n'a pas de problème en cours.",
} as const;

/** Resolves the problem of parcel `id` with staff member `staffId`'s note; refused (422) when none is open. */
export async function resolveParcelProblem(tx: Tx, id: number, staffId: number, note: string, now: Date): Promise<void> {
  // Locked: a delivery typed at the same time waits, then finds the parcel where this left it.
  const [parcel] = await tx.select().from(parcels).where(eq(parcels.id, id)).for('update');
  if (!parcel) throw notFound();
  if (parcel.status !== PARCEL_STATUS.problem) throw fieldError('parcel', problemResolutionMessages.noProblem);
  const [trip] = await tx.select().from(trips).where(eq(trips.id, parcel.tripId));
  if (!trip) throw notFound();
  // A problem is reported from Accepté or Pris en charge; the pickup time says which.
  const back = parcel.pickedUpAt === null ? PARCEL_STATUS.accepted : PARCEL_STATUS.pickedUp;
  const [moved] = await tx
    .update(parcels)
    .set({ status: back, problem: null, problemReportedAt: null, problemReportedBy: null, updatedAt: now })
    .where(and(eq(parcels.id, id), eq(parcels.status, PARCEL_STATUS.problem)))
    .returning();
  await recordParcelEvent(tx, id, back, staffId, note, now);
  await touchSubjectCards(tx, PARCEL_SUBJECT_TYPE, id, now);
  parcelChanged(moved!, trip.driverId);
  const message = messageLabel('Le problème signalé sur le {parcel} du trajet {route} a été résolu : {note}', {
    parcel: parcelLabel(parcel.size),
    route: await routeLabel(tx, legRoute(trip, parcel)),
    note,
  });
  for (const userId of new Set([parcel.senderId, trip.driverId])) {
    await notify(tx, { userId, title: messageLabel(problemResolutionMessages.resolved), message, webUrl: `/parcels/${id}` }, now);
  }
}
