// The handle `npm run chaos` drives the app with (chaos builds only): each action runs the same command a screen
// runs and the same sync client sends it (files included, as Blobs); `snapshot` reads what the screens would show.
import { db, type AnnouncementRow, type TripRow, type VehicleRow } from '../db/database';
import { bookTrip, cancelBooking, decideBooking } from '../db/commands/bookings';
import { changeTripStatus, deleteTrip, saveTrip, type TripForm } from '../db/commands/trips';
import { updateProfile } from '../db/commands/profile';
import { setAccountLocale } from '../db/commands/account-locale';
import type { Locale } from '../contract/locales';
import { answerBookingCard, rateFromCard, readConversation, sendMessage } from '../db/commands/chat';
import { readNotification } from '../db/commands/notifications';
import { deleteAnnouncement, saveAnnouncement, type TravelRequestForm } from '../db/commands/announcements';
import { decideProposal, saveProposal, withdrawProposal, type ProposalFields } from '../db/commands/proposals';
import { saveVehicle, deleteVehicle, type VehicleForm } from '../db/commands/vehicles';
import { uploadDocuments } from '../db/commands/documents';
import { applyForDriver } from '../db/commands/driver-application';
import { deleteReview } from '../db/commands/reviews';
import { keepPosition, startTrip, stopSharing } from '../db/commands/tracking';
import { cancelParcel, decideParcel, enterParcelCode, reportParcelProblem, sendParcel, type ParcelForm } from '../db/commands/parcels';
import type { Fix } from '../db/position-thinning';
import { retryEntries, UNREADABLE_ANSWERS_KEY } from '../db/outbox-outcomes';
import type { TripTransition } from '../contract/statuses';
import { sync } from '../sync/client';
import { JOINED_BATCH, SKIPPED_GONE } from './chaos-outcomes';

export type ChaosAction =
  | { kind: 'book'; tripId: number; seats: number; notes: string }
  | { kind: 'cancel'; bookingId: number }
  | { kind: 'decide'; bookingId: number; accept: boolean }
  | { kind: 'createTrip'; form: TripForm }
  | { kind: 'editTrip'; tripId: number; changes: Partial<TripForm> }
  | { kind: 'deleteTrip'; tripId: number }
  | { kind: 'tripStatus'; tripId: number; transition: TripTransition }
  | { kind: 'profile'; firstName: string; lastName: string; phone: string }
  | { kind: 'accountLocale'; locale: Locale }
  | { kind: 'message'; conversationId: number; text: string }
  | { kind: 'readConversation'; conversationId: number }
  | { kind: 'answerCard'; messageId: number; accept: boolean }
  | { kind: 'rate'; messageId: number; rating: number; comment: string }
  | { kind: 'readNotification'; notificationId: number }
  | { kind: 'createAnnouncement'; form: TravelRequestForm }
  | { kind: 'editAnnouncement'; announcementId: number; changes: Partial<TravelRequestForm> }
  | { kind: 'deleteAnnouncement'; announcementId: number }
  | { kind: 'propose'; announcementId: number; fields: ProposalFields }
  | { kind: 'editProposal'; proposalId: number; fields: ProposalFields }
  | { kind: 'withdrawProposal'; proposalId: number }
  | { kind: 'decideProposal'; proposalId: number; accept: boolean }
  | { kind: 'addVehicle'; form: VehicleForm; typeIds: number[] }
  | { kind: 'editVehicle'; vehicleId: number; changes: Partial<VehicleForm> }
  | { kind: 'deleteVehicle'; vehicleId: number }
  | { kind: 'uploadDocument'; typeId: number; marker: string }
  | { kind: 'applyForDriver'; vehicle: VehicleForm; userTypeIds: number[]; vehicleTypeIds: number[] }
  | { kind: 'deleteReview'; reviewId: number }
  | { kind: 'startTrip'; tripId: number; fix: Fix }
  | { kind: 'drive'; tripId: number; fixes: Fix[] }
  | { kind: 'stopSharing'; tripId: number }
  | { kind: 'sendParcel'; tripId: number; form: ParcelForm }
  | { kind: 'cancelParcel'; parcelId: number }
  | { kind: 'decideParcel'; parcelId: number; accept: boolean }
  | { kind: 'parcelCode'; parcelId: number; step: 'pickup' | 'deliver'; code: string }
  | { kind: 'parcelProblem'; parcelId: number; reason: string };

/** A small PDF carrying the change's marker: the server recognises it by its bytes. */
const pdf = (marker: string) => new Blob([`%PDF-1.4\n% ${marker}\n%%EOF\n`], { type: 'application/pdf' });
/** One file per type; expirable types get a date a year ahead. */
const files = async (typeIds: number[], marker: string) =>
  Promise.all(
    typeIds.map(async (typeId) => {
      const type = await db.documentTypes.get(typeId);
      const expiryDate = type?.is_expirable ? new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10) : undefined;
      return { typeId, file: pdf(marker), filename: `${marker.replace('#', '-')}-${typeId}.pdf`, ...(expiryDate ? { expiryDate } : {}) };
    }),
  );
const vehicleFormOf = (vehicle: VehicleRow): VehicleForm => ({
  make: vehicle.make,
  model: vehicle.model,
  year: vehicle.year,
  color: vehicle.color,
  plate_number: vehicle.plate_number,
  comfort_level: (vehicle.comfort_level ?? 'basic') as VehicleForm['comfort_level'],
  insurance_number: vehicle.insurance_number ?? '',
  technical_inspection_expiry: (vehicle.technical_inspection_expiry ?? '2030-01-01').slice(0, 10),
});

const formOf = (trip: TripRow): TripForm => ({
  departure_city_id: trip.departure_city_id,
  arrival_city_id: trip.arrival_city_id,
  departure_location: trip.departure_location ?? '',
  arrival_location: trip.arrival_location ?? '',
  departure_time: trip.departure_time,
  available_seats: trip.available_seats,
  price_per_seat: trip.price_per_seat,
  description: trip.description ?? '',
  vehicle_id: trip.vehicle_id ?? trip.vehicle?.id ?? 0,
});

const requestFormOf = (row: AnnouncementRow): TravelRequestForm => ({
  departure_city_id: row.departure_city_id,
  arrival_city_id: row.arrival_city_id,
  departure_location: row.departure_location ?? '',
  arrival_location: row.arrival_location ?? '',
  desired_departure_time: row.desired_departure_time,
  seats_needed: row.seats_needed,
  max_price_per_seat: row.max_price_per_seat ?? undefined,
  description: row.description ?? null,
  luggage_size: row.luggage_size ?? 'Standard',
  additional_notes: row.additional_notes ?? null,
});

class GoneFromMirror extends Error {}

/** The row a change acts on, read again when it is made: it may have left the mirror since the runner drew it. */
function need<T>(row: T | undefined): T {
  if (row === undefined) throw new GoneFromMirror();
  return row;
}

/**
 * Writes the command's change and entry; returns the entry id as soon as it is stored (the send goes on), or
 * SKIPPED_GONE when its row left the mirror since the runner drew the change (no change is made then).
 */
async function act(action: ChaosAction): Promise<string> {
  const write = async (): Promise<string> => {
    switch (action.kind) {
      case 'book':
        return bookTrip(db, need(await db.trips.get(action.tripId)), action.seats, action.notes);
      case 'cancel':
        return cancelBooking(db, need(await db.bookings.get(action.bookingId)));
      case 'decide':
        return decideBooking(db, need(await db.bookings.get(action.bookingId)), action.accept);
      case 'createTrip':
        return saveTrip(db, action.form);
      case 'editTrip': {
        const trip = need(await db.trips.get(action.tripId));
        return saveTrip(db, { ...formOf(trip), ...action.changes }, trip);
      }
      case 'deleteTrip':
        return deleteTrip(db, need(await db.trips.get(action.tripId)));
      case 'tripStatus':
        return changeTripStatus(db, need(await db.trips.get(action.tripId)), action.transition);
      case 'profile':
        return updateProfile(db, { first_name: action.firstName, last_name: action.lastName, email: '', phone: action.phone, image: null, deletePhoto: false });
      case 'accountLocale':
        return (await setAccountLocale(db, action.locale)) ?? '';
      case 'message':
        return sendMessage(db, action.conversationId, action.text);
      case 'readConversation':
        return (await readConversation(db, action.conversationId)) ?? '';
      case 'answerCard':
        return answerBookingCard(db, need(await db.messages.get(action.messageId)), action.accept);
      case 'rate':
        return rateFromCard(db, need(await db.messages.get(action.messageId)), action.rating, action.comment);
      case 'readNotification':
        return (await readNotification(db, need(await db.notifications.get(action.notificationId)))) ?? '';
      case 'createAnnouncement':
        return saveAnnouncement(db, action.form);
      case 'editAnnouncement': {
        const row = need(await db.announcements.get(action.announcementId));
        return saveAnnouncement(db, { ...requestFormOf(row), ...action.changes }, row);
      }
      case 'deleteAnnouncement':
        return deleteAnnouncement(db, need(await db.announcements.get(action.announcementId)));
      case 'propose':
        return saveProposal(db, need(await db.announcements.get(action.announcementId)), action.fields);
      case 'editProposal': {
        const proposal = need(await db.proposals.get(action.proposalId));
        return saveProposal(db, need(await db.announcements.get(proposal.announcement_id)), action.fields, proposal);
      }
      case 'withdrawProposal':
        return withdrawProposal(db, need(await db.proposals.get(action.proposalId)));
      case 'decideProposal':
        return decideProposal(db, need(await db.proposals.get(action.proposalId)), action.accept);
      case 'addVehicle':
        return saveVehicle(db, action.form, { documents: await files(action.typeIds, action.form.insurance_number), photo: null });
      case 'editVehicle': {
        const vehicle = need(await db.vehicles.get(action.vehicleId));
        return saveVehicle(db, { ...vehicleFormOf(vehicle), ...action.changes }, { documents: [], photo: null }, vehicle);
      }
      case 'deleteVehicle':
        return deleteVehicle(db, need(await db.vehicles.get(action.vehicleId)));
      case 'uploadDocument':
        return uploadDocuments(db, await files([action.typeId], action.marker));
      case 'applyForDriver':
        return applyForDriver(db, {
          vehicle: action.vehicle,
          userDocuments: await files(action.userTypeIds, action.vehicle.insurance_number),
          vehicleDocuments: await files(action.vehicleTypeIds, action.vehicle.insurance_number),
        });
      case 'deleteReview':
        return deleteReview(db, need(await db.reviews.get(action.reviewId)));
      case 'startTrip':
        return startTrip(db, need(await db.trips.get(action.tripId)), { ...action.fix, at: Date.now() });
      case 'drive':
        return drive(action.tripId, action.fixes);
      case 'stopSharing':
        return stopSharing(db, need(await db.trips.get(action.tripId)));
      case 'sendParcel':
        return sendParcel(db, need(await db.trips.get(action.tripId)), action.form, null);
      case 'cancelParcel':
        return cancelParcel(db, need(await db.parcels.get(action.parcelId)));
      case 'decideParcel':
        return decideParcel(db, need(await db.parcels.get(action.parcelId)), action.accept);
      case 'parcelCode':
        return enterParcelCode(db, need(await db.parcels.get(action.parcelId)), action.step, action.code);
      case 'parcelProblem':
        return reportParcelProblem(db, need(await db.parcels.get(action.parcelId)), action.reason);
    }
  };
  let id: string;
  try {
    id = await write();
  } catch (error) {
    if (error instanceof GoneFromMirror) return SKIPPED_GONE;
    throw error;
  }
  // As a screen does (runCommand), sent at once when online — by a plain drain, as when nobody waits on a form, so a
  // refusal stays in the unsent list where the run counts it.
  if (navigator.onLine) void sync.flush().catch(() => undefined);
  return id;
}

/**
 * The driver's phone reports these fixes now, a few milliseconds apart. Returns the batch's entry id when the points
 * opened a new batch, JOINED_BATCH when they joined one already counted (points are audited one by one, not per batch).
 */
async function drive(tripId: number, fixes: Fix[]): Promise<string> {
  need(await db.trips.get(tripId));
  let opened: string = JOINED_BATCH;
  for (const [index, fix] of fixes.entries()) {
    const kept = await keepPosition(db, tripId, { ...fix, at: Date.now() + index });
    if (kept.as === 'new-batch') opened = kept.entryId!;
  }
  return opened;
}

async function snapshot() {
  const session = await db.session.get('current');
  return {
    userId: session?.user.id ?? null,
    unreadableAnswers: ((await db.meta.get(UNREADABLE_ANSWERS_KEY))?.value ?? []) as { kind: string }[],
    trips: await db.trips.toArray(),
    bookings: await db.bookings.toArray(),
    me: session ? ((await db.me.get(session.user.id)) ?? null) : null,
    vehicles: await db.vehicles.toArray(),
    conversations: (await db.conversations.toArray()).map(({ id, unread_messages_count, context_id, _pending, _ownerId }) => ({
      id,
      unread_messages_count,
      context_id,
      _pending,
      _ownerId,
    })),
    messages: (await db.messages.toArray()).map(({ id, conversation_id, type, sender_id, content, subject_id, subject, _pending }) => ({
      id,
      conversation_id,
      type,
      sender_id,
      text: content.text,
      subject_id,
      subject_status: subject && 'status' in subject ? subject.status : null,
      _pending,
    })),
    announcements: (await db.announcements.toArray()).map(({ id, user_id, status, seats_needed, description, desired_departure_time, _pending, _deleted }) => ({
      id,
      user_id,
      status,
      seats_needed,
      description,
      desired_departure_time,
      _pending,
      _deleted,
    })),
    proposals: (await db.proposals.toArray()).map(({ id, announcement_id, driver_id, status, proposed_price, message, _pending }) => ({
      id,
      announcement_id,
      driver_id,
      status,
      proposed_price,
      message,
      _pending,
    })),
    documentTypes: (await db.documentTypes.toArray()).map(({ id, type, is_required }) => ({ id, type, is_required })),
    reviews: (await db.reviews.toArray()).map(({ id, reviewer, status, _direction, _ownerId, _pending, _deleted }) => ({
      id,
      reviewerId: reviewer.id,
      status,
      _direction,
      _ownerId,
      _pending,
      _deleted,
    })),
    notifications: (await db.notifications.toArray()).map(({ id, readed_at, _pending, _ownerId }) => ({ id, read: readed_at !== null, _pending, _ownerId })),
    positions: (await db.positions.toArray()).map(({ trip_id, recorded_at, lat, lng, _sent, _entryId }) => ({
      trip_id,
      recorded_at,
      lat,
      lng,
      _sent,
      _entryId,
    })),
    tracking: (await db.tracking.toArray()).map(({ trip_id, last_point, sharing, started_at }) => ({ trip_id, last_point, sharing, started_at })),
    parcels: (await db.parcels.toArray()).map(
      ({ id, trip_id, sender_id, driver_id, status, description, pickup_code, delivery_code, code_check, events, _pending, _deleted }) => ({
        id,
        trip_id,
        sender_id,
        driver_id,
        status,
        description,
        pickup_code,
        delivery_code,
        code_check,
        picked_up: events.some((event) => event.status === 4),
        _pending,
        _deleted,
      }),
    ),
    outbox: (await db.outbox.toArray()).map(({ id, kind, state, userId, lastError, path, attempts }) => ({
      id,
      kind,
      state,
      userId,
      lastError,
      path,
      attempts,
    })),
  };
}

/** What a person does when the app says changes wait: press "Réessayer" on each (not on the refused ones), now. */
async function retryWaiting() {
  const waiting = await db.outbox.filter((entry) => entry.state !== 'failed' && entry.state !== 'sending').primaryKeys();
  await retryEntries(db, waiting);
  await sync.flush();
}

/** Trips the user has seen (a list page or a link), and the open travel requests: pulled into the mirror. */
async function look(tripIds: number[]) {
  await Promise.all([...tripIds.map((id) => sync.refreshTrip(id)), sync.refreshAnnouncements({})]);
}

async function refreshAll() {
  await Promise.all([
    sync.refreshMyTrips(),
    sync.refreshMyBookings(),
    sync.refreshMyParcels(),
    sync.refreshProfile(),
    sync.refreshNotifications(),
    sync.refreshMyAnnouncements(),
    sync.refreshVehicles(),
    sync.refreshDocumentTypes(0, true),
    sync.refreshDocumentTypes(1),
  ]);
  // Every page of the reviews written and received, as the Avis tab would show after paging through.
  for (const direction of ['written', 'received'] as const) {
    for (let page = 1; ; page++) {
      const result = await sync.refreshReviews(direction, page);
      if (!result.ok || !result.lastPage || page >= result.lastPage) break;
    }
  }
  // The tracking of every trip started that this person drives or rides, as its page would show it.
  for (const trip of await db.trips.filter((row) => row.id > 0 && row.started_at != null).toArray()) await sync.refreshTracking(trip.id);
  // Every request this device shows, with the proposals the reader may see.
  for (const row of await db.announcements.filter((row) => row.id > 0).toArray()) await sync.refreshAnnouncement(row.id);
  // Every conversation, every page of it: what the chat would show after scrolling all the way up.
  for (let page = 1; ; page++) {
    const result = await sync.refreshConversations(page);
    if (!result.ok || !result.hasMore) break;
  }
  for (const conversation of await db.conversations.toArray()) {
    for (let page = 1; ; page++) {
      const result = await sync.refreshMessages(conversation.id, page);
      if (!result.ok || !result.hasMore) break;
    }
  }
}

export function exposeChaosHandle() {
  Object.assign(globalThis, { mechwarChaos: chaosHandle });
}

const chaosHandle = { act, snapshot, retryWaiting, refreshAll, look };
export type ChaosHandle = typeof chaosHandle;
export type ChaosSnapshot = Awaited<ReturnType<typeof snapshot>>;
