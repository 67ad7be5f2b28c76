// How a parcel moves (DESIGN.md §9): who may move it, the conditional status change with its timeline row, the trunk
// space it frees, and what its sender, driver and recipient are told.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { PARCEL_SUBJECT_TYPE } from '../../contract/conversations';
import { messageLabel, sourceWording } from '../../contract/message-label';
import { PARCEL_SIZE_INFO, type ParcelSize } from '../../contract/parcel-sizes';
import { PARCEL_STATUS, PARCEL_TRANSITIONS, type ParcelTransition } from '../../contract/statuses';
import type { Executor, Tx } from '../db/client';
import { parcelEvents, parcels, tripParcelOffers, trips, type ParcelRow, type TripRow } from '../db/schema';
import { fieldError, forbidden, notFound } from '../errors';
import { recordDelivery } from '../live/deliveries';
import { touchSubjectCards } from '../chat/chat';
import { deriveSecrets, trackingLink } from './codes';
import { accountLocale } from '../i18n/account-locale';
import { serverText } from '../i18n/server-text';

export const parcelMessages = {
  sent: 'Colis envoyé avec succès',
  accepted: 'Colis accepté avec succès',
  refused: 'Colis refusé avec succès',
  cancelled: 'Colis annulé avec succès',
  pickedUp: 'Colis pris en charge',
  delivered: 'Colis livré',
  problem: 'Problème signalé',
  ownTrip: 'Vous ne pouvez pas envoyer un colis sur votre propre trajet.',
  noParcels: "Ce trajet n'accepte pas de colis.",
  notOpen: "Ce trajet n'est pas ouvert aux colis.",
  departed: 'Ce trajet est déjà parti.',
  sizeNotOffered: "Ce trajet n'accepte pas cette taille de colis.",
  noSpaceLeft: 'Plus de place pour cette taille de colis.',
  tripNotActive: 'Les colis ne peuvent être acceptés que sur un trajet actif.',
  notParty: "Seuls l'expéditeur et le conducteur de ce colis y ont accès.",
  driverOnly: 'Seul le conducteur de ce trajet peut faire cela.',
  senderOnly: "Seul l'expéditeur de ce colis peut l'annuler.",
  cannotCancel: 'Ce colis ne peut plus être annulé',
  notPickedUp: "Ce colis n'a pas été pris en charge",
  wrongCode: (left: number) => `Code incorrect. Il vous reste ${left} essai${left > 1 ? 's' : ''}.`,
  locked: (minutes: number) => `Trop d'essais : réessayez dans ${minutes} min.`,
  trackingNotFound: 'Ce lien de suivi est introuvable.',
  tripCancelled: 'Trajet annulé par le conducteur',
} as const;

/** Why a parcel cannot take a step from where it stands, in the words of the card's toasts. */
const STANDS: Record<number, string> = {
  [PARCEL_STATUS.requested]: 'Ce colis attend encore la réponse du conducteur',
  [PARCEL_STATUS.accepted]: 'Ce colis a déjà été accepté',
  [PARCEL_STATUS.refused]: 'Ce colis a été refusé',
  [PARCEL_STATUS.cancelled]: 'Ce colis a été annulé',
  [PARCEL_STATUS.pickedUp]: 'Ce colis a déjà été pris en charge',
  [PARCEL_STATUS.delivered]: 'Ce colis a déjà été livré',
  [PARCEL_STATUS.problem]: 'Un problème a été signalé pour ce colis',
};

/** The 422 on `parcel` for a step the status does not allow. */
export function refusedMove(transition: ParcelTransition, status: number) {
  const settled = status === PARCEL_STATUS.refused || status === PARCEL_STATUS.cancelled;
  if (transition === 'cancel' && !settled) return fieldError('parcel', parcelMessages.cannotCancel);
  return fieldError('parcel', STANDS[status] ?? parcelMessages.cannotCancel);
}

export const mayMove = (transition: ParcelTransition, status: number) => (PARCEL_TRANSITIONS[transition].from as readonly number[]).includes(status);

export async function findParcel(executor: Executor, id: number): Promise<ParcelRow> {
  const [parcel] = await executor.select().from(parcels).where(eq(parcels.id, id));
  if (!parcel) throw notFound();
  return parcel;
}

export type ParcelRole = 'sender' | 'driver';

/** The parcel and its trip, and who the caller is to it; anyone else is refused (403). */
export async function parcelForParty(tx: Executor, id: number, userId: number, only?: ParcelRole) {
  const parcel = await findParcel(tx, id);
  const [trip] = await tx.select().from(trips).where(eq(trips.id, parcel.tripId));
  if (!trip) throw notFound();
  const role: ParcelRole | null = parcel.senderId === userId ? 'sender' : trip.driverId === userId ? 'driver' : null;
  if (!role) throw forbidden(parcelMessages.notParty);
  if (only && role !== only) throw forbidden(only === 'driver' ? parcelMessages.driverOnly : parcelMessages.senderOnly);
  return { parcel, trip, role };
}

/**
 * Locks the trip row (shared) and then the size's offer row, in the order every parcel write and the trip's own
 * status change take them, so an accept, a cancel and the trip's cancel queue behind one another instead of
 * deadlocking; a cancelled trip can then take no accept.
 */
export async function lockTripAndOffer(tx: Tx, tripId: number, size: string): Promise<TripRow> {
  const [trip] = await tx.select().from(trips).where(eq(trips.id, tripId)).for('share');
  if (!trip) throw notFound();
  await tx
    .select({ size: tripParcelOffers.size })
    .from(tripParcelOffers)
    .where(and(eq(tripParcelOffers.tripId, tripId), eq(tripParcelOffers.size, size)))
    .for('no key update');
  return trip;
}

/**
 * The parcel as it stands once its trip and size are locked (lockTripAndOffer), for a step that takes or gives back a
 * place: read once to know which rows to lock, then again, as a step committed meanwhile may have moved it. Refused
 * when the step cannot be made from the status read then.
 */
export async function lockedParcelFor(tx: Tx, id: number, userId: number, role: ParcelRole, transition: ParcelTransition) {
  const first = await parcelForParty(tx, id, userId, role);
  const trip = await lockTripAndOffer(tx, first.trip.id, first.parcel.size);
  const { parcel } = await parcelForParty(tx, id, userId, role);
  if (!mayMove(transition, parcel.status)) throw refusedMove(transition, parcel.status);
  return { parcel, trip };
}

/** Gives an accepted parcel's place back to its size. */
export async function freeSpace(tx: Tx, parcel: Pick<ParcelRow, 'tripId' | 'size'>): Promise<void> {
  await tx
    .update(tripParcelOffers)
    .set({ taken: sql`greatest(${tripParcelOffers.taken} - 1, 0)` })
    .where(and(eq(tripParcelOffers.tripId, parcel.tripId), eq(tripParcelOffers.size, parcel.size)));
}

export interface Move {
  transition: ParcelTransition;
  by: number | null;
  note?: string | null;
  /** Other columns the step sets (codes, problem, times). */
  set?: Partial<typeof parcels.$inferInsert>;
}

/**
 * Moves the parcel if it still stands where `transition` starts, writes its timeline row and tells both parties'
 * screens. A concurrent move makes this one refused: the caller's transaction rolls back.
 */
export async function moveParcel(tx: Tx, parcel: ParcelRow, trip: Pick<TripRow, 'driverId'>, move: Move, now: Date): Promise<ParcelRow> {
  const { from, to } = PARCEL_TRANSITIONS[move.transition];
  const [moved] = await tx
    .update(parcels)
    .set({ ...move.set, status: to, updatedAt: now })
    .where(and(eq(parcels.id, parcel.id), inArray(parcels.status, [...from])))
    .returning();
  if (!moved) throw refusedMove(move.transition, (await findParcel(tx, parcel.id)).status);
  await recordParcelEvent(tx, moved.id, to, move.by, move.note ?? null, now);
  await touchSubjectCards(tx, PARCEL_SUBJECT_TYPE, moved.id, now);
  parcelChanged(moved, trip.driverId);
  return moved;
}

export async function recordParcelEvent(tx: Tx, parcelId: number, status: number, by: number | null, note: string | null, now: Date): Promise<void> {
  await tx.insert(parcelEvents).values({ parcelId, status, at: now, byUserId: by, note });
}

/** The sender's and the driver's screens refresh the parcel once the write commits. */
export const parcelChanged = (parcel: Pick<ParcelRow, 'id' | 'senderId'>, driverId: number) =>
  recordDelivery({ kind: 'changed', userIds: [...new Set([parcel.senderId, driverId])], subject: 'parcel', id: parcel.id });

/** "colis (Petit)", as notifications name a parcel. */
/** "colis (Moyen)" as a label: the size is worded in the reader's language too. */
export const parcelLabel = (size: string) => messageLabel('colis ({size})', { size: messageLabel(PARCEL_SIZE_INFO[size as ParcelSize]?.label ?? size) });

export const parcelName = (size: string) => sourceWording(parcelLabel(size));

/** A text to the recipient, sent once the write commits (live/deliver.ts), with the delivery code and the page. */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The recipient's text, in the sender's language (the recipient has no account; the sender knows them). */
export async function textRecipient(tx: Tx, parcel: ParcelRow, secret: string, origin: string, say: (code: string, link: string) => string): Promise<void> {
  const { deliveryCode, trackingToken } = deriveSecrets(secret, parcel.id, parcel.codeNonce);
  const locale = await accountLocale(tx, parcel.senderId);
  const text = serverText(locale, say(deliveryCode, trackingLink(trackingToken, origin)));
  recordDelivery({ kind: 'sms', phone: parcel.recipientPhone, purpose: 'parcel', text });
}
