// The chaos run's commands, one per write kind (DESIGN.md §4): each makes its change with the command a screen runs,
// from the rows the device holds now. Keyed by WriteKind, so a new kind fails the typecheck until the run makes it or
// this file says why it does not; what a runner sends names the kind it makes.
import { db } from '../db/database';
import type { WriteKind } from '../db/commands/writes';
import { bookTrip, cancelBooking, decideBooking } from '../db/commands/bookings';
import { legBetween, legPositions, stopsOfCard } from '../contract/trip-legs';
import { changeTripStatus, deleteTrip, saveTrip, type TripForm } from '../db/commands/trips';
import { updateProfile } from '../db/commands/profile';
import { setAccountLocale } from '../db/commands/account-locale';
import { saveEmergencyContacts } from '../db/commands/emergency-contacts';
import { setGender } from '../db/commands/gender';
import type { Gender } from '../contract/women-only';
import type { EmergencyContact } from '../contract/emergency';
import type { Locale } from '../contract/locales';
import { answerBookingCard, rateFromCard, readConversation, sendMessage } from '../db/commands/chat';
import { readNotification } from '../db/commands/notifications';
import { deleteAnnouncement, saveAnnouncement, type TravelRequestForm } from '../db/commands/announcements';
import { decideProposal, saveProposal, withdrawProposal, type ProposalFields } from '../db/commands/proposals';
import { saveVehicle, deleteVehicle, type VehicleForm } from '../db/commands/vehicles';
import { uploadDocuments } from '../db/commands/documents';
import { applyForDriver } from '../db/commands/driver-application';
import { deleteReview } from '../db/commands/reviews';
import { reportContent } from '../db/commands/reports';
import { blockPerson, unblockPerson } from '../db/commands/blocks';
import type { ReportReason, ReportSubjectType } from '../contract/reports';
import { keepPosition, startTrip, stopSharing } from '../db/commands/tracking';
import { cancelParcel, decideParcel, enterParcelCode, reportParcelProblem, sendParcel, type ParcelForm } from '../db/commands/parcels';
import type { Fix } from '../db/position-thinning';
import type { TripTransition } from '../contract/statuses';
import { documentFiles, requestFormOf, tripFormOf, vehicleFormOf } from './chaos-forms';
import { JOINED_BATCH } from './chaos-outcomes';

/** The row a change acts on left the mirror since the runner drew the change: nothing is made. */
export class GoneFromMirror extends Error {}

/** The row a change acts on, read again when it is made: it may have left the mirror since the runner drew it. */
function need<T>(row: T | undefined): T {
  if (row === undefined) throw new GoneFromMirror();
  return row;
}

/** Makes one change; resolves with its entry id as soon as the entry is stored (or a chaos outcome, see chaos-outcomes). */
type ChaosCommand = (args: never) => Promise<string>;

/** A write kind the run does not make, and why: said in the report beside the kinds it made. */
interface NotMade {
  notMade: string;
}
const notMade = (why: string): NotMade => ({ notMade: why });

export const chaosCommands = {
  updateProfile: async ({ firstName, lastName, phone }: { firstName: string; lastName: string; phone: string }) =>
    updateProfile(db, { first_name: firstName, last_name: lastName, email: '', phone, image: null, deletePhoto: false }),
  setAccountLocale: async ({ locale }: { locale: Locale }) => (await setAccountLocale(db, locale)) ?? '',
  saveEmergencyContacts: async ({ contacts }: { contacts: EmergencyContact[] }) => saveEmergencyContacts(db, contacts),
  setGender: async ({ gender }: { gender: Gender | null }) => setGender(db, gender),

  // `from`/`to`: a leg of a trip with stopovers, as the booking modal books one (its price from the trip's stops).
  bookTrip: async ({ tripId, seats, notes, from, to }: { tripId: number; seats: number; notes: string; from?: number; to?: number }) => {
    const trip = need(await db.trips.get(tripId));
    const stops = stopsOfCard(trip);
    const at =
      from === undefined && to === undefined
        ? null
        : legPositions(
            stops.map((stop) => stop.cityId),
            from,
            to,
          );
    const leg = at ? legBetween(stops, at.from, at.to) : null;
    return bookTrip(
      db,
      trip,
      seats,
      notes,
      undefined,
      leg ? { from_city_id: leg.from_city_id, to_city_id: leg.to_city_id, price_per_seat: leg.price_per_seat } : undefined,
    );
  },
  cancelBooking: async ({ bookingId }: { bookingId: number }) => cancelBooking(db, need(await db.bookings.get(bookingId))),
  decideBooking: async ({ bookingId, accept }: { bookingId: number; accept: boolean }) => decideBooking(db, need(await db.bookings.get(bookingId)), accept),

  /** A new trip from its form, or an edit of one the device holds. */
  saveTrip: async (args: { form: TripForm } | { tripId: number; changes: Partial<TripForm> }) => {
    if ('form' in args) return saveTrip(db, args.form);
    const trip = need(await db.trips.get(args.tripId));
    return saveTrip(db, { ...tripFormOf(trip), ...args.changes }, trip);
  },
  tripStatus: async ({ tripId, transition }: { tripId: number; transition: TripTransition }) =>
    changeTripStatus(db, need(await db.trips.get(tripId)), transition),
  deleteTrip: async ({ tripId }: { tripId: number }) => deleteTrip(db, need(await db.trips.get(tripId))),

  startConversation: notMade(
    'the run talks in the conversations the server opens when a booking or an offer is accepted; one started from a trip page has no audit of its first message yet',
  ),
  sendMessage: async ({ conversationId, text }: { conversationId: number; text: string }) => sendMessage(db, conversationId, text),
  // A read already queued for that conversation answers '' (no new change).
  readConversation: async ({ conversationId }: { conversationId: number }) => (await readConversation(db, conversationId)) ?? '',
  answerBookingCard: async ({ messageId, accept }: { messageId: number; accept: boolean }) =>
    answerBookingCard(db, need(await db.messages.get(messageId)), accept),
  rate: async ({ messageId, rating, comment }: { messageId: number; rating: number; comment: string }) =>
    rateFromCard(db, need(await db.messages.get(messageId)), rating, comment),
  readNotification: async ({ notificationId }: { notificationId: number }) =>
    (await readNotification(db, need(await db.notifications.get(notificationId)))) ?? '',
  readAllNotifications: notMade('it would empty at once the unread notifications the run reads one by one (readNotification), which the audit follows'),

  /** A new travel request from its form, or an edit of one the device holds. */
  saveAnnouncement: async (args: { form: TravelRequestForm } | { announcementId: number; changes: Partial<TravelRequestForm> }) => {
    if ('form' in args) return saveAnnouncement(db, args.form);
    const row = need(await db.announcements.get(args.announcementId));
    return saveAnnouncement(db, { ...requestFormOf(row), ...args.changes }, row);
  },
  deleteAnnouncement: async ({ announcementId }: { announcementId: number }) => deleteAnnouncement(db, need(await db.announcements.get(announcementId))),
  /** An offer on a travel request, or an edit of one of the driver's pending offers. */
  saveProposal: async (args: { announcementId: number; fields: ProposalFields } | { proposalId: number; fields: ProposalFields }) => {
    if ('announcementId' in args) return saveProposal(db, need(await db.announcements.get(args.announcementId)), args.fields);
    const proposal = need(await db.proposals.get(args.proposalId));
    return saveProposal(db, need(await db.announcements.get(proposal.announcement_id)), args.fields, proposal);
  },
  withdrawProposal: async ({ proposalId }: { proposalId: number }) => withdrawProposal(db, need(await db.proposals.get(proposalId))),
  decideProposal: async ({ proposalId, accept }: { proposalId: number; accept: boolean }) =>
    decideProposal(db, need(await db.proposals.get(proposalId)), accept),

  /** A new vehicle with its documents, or an edit of one the device holds. */
  saveVehicle: async (args: { form: VehicleForm; typeIds: number[] } | { vehicleId: number; changes: Partial<VehicleForm> }) => {
    if ('form' in args) return saveVehicle(db, args.form, { documents: await documentFiles(args.typeIds, args.form.insurance_number), photo: null });
    const vehicle = need(await db.vehicles.get(args.vehicleId));
    return saveVehicle(db, { ...vehicleFormOf(vehicle), ...args.changes }, { documents: [], photo: null }, vehicle);
  },
  deleteVehicle: async ({ vehicleId }: { vehicleId: number }) => deleteVehicle(db, need(await db.vehicles.get(vehicleId))),
  uploadDocuments: async ({ typeId, marker }: { typeId: number; marker: string }) => uploadDocuments(db, await documentFiles([typeId], marker)),
  applyForDriver: async ({ vehicle, userTypeIds, vehicleTypeIds }: { vehicle: VehicleForm; userTypeIds: number[]; vehicleTypeIds: number[] }) =>
    applyForDriver(db, {
      vehicle,
      userDocuments: await documentFiles(userTypeIds, vehicle.insurance_number),
      vehicleDocuments: await documentFiles(vehicleTypeIds, vehicle.insurance_number),
    }),
  deleteReview: async ({ reviewId }: { reviewId: number }) => deleteReview(db, need(await db.reviews.get(reviewId))),

  startTrip: async ({ tripId, fix }: { tripId: number; fix: Fix }) => startTrip(db, need(await db.trips.get(tripId)), { ...fix, at: Date.now() }),
  stopSharing: async ({ tripId }: { tripId: number }) => stopSharing(db, need(await db.trips.get(tripId))),
  sendPositions: async ({ tripId, fixes }: { tripId: number; fixes: Fix[] }) => drive(tripId, fixes),
  createShareLink: notMade('a share link is read by a recipient without an account, whom the run does not play; no audit compares links yet'),
  revokeShareLink: notMade('the run makes no share link to revoke (see createShareLink)'),

  sendParcel: async ({ tripId, form }: { tripId: number; form: ParcelForm }) => sendParcel(db, need(await db.trips.get(tripId)), form, null),
  decideParcel: async ({ parcelId, accept }: { parcelId: number; accept: boolean }) => decideParcel(db, need(await db.parcels.get(parcelId)), accept),
  cancelParcel: async ({ parcelId }: { parcelId: number }) => cancelParcel(db, need(await db.parcels.get(parcelId))),
  enterParcelCode: async ({ parcelId, step, code }: { parcelId: number; step: 'pickup' | 'deliver'; code: string }) =>
    enterParcelCode(db, need(await db.parcels.get(parcelId)), step, code),
  reportParcelProblem: async ({ parcelId, reason }: { parcelId: number; reason: string }) =>
    reportParcelProblem(db, need(await db.parcels.get(parcelId)), reason),

  // The text carries the run's marker, so the audit finds a report stored twice.
  report: async ({ subjectType, subjectId, reason, text }: { subjectType: ReportSubjectType; subjectId: number; reason: ReportReason; text: string }) =>
    reportContent(db, { subject_type: subjectType, subject_id: subjectId, reason, text }),

  // "Bloquer" another driver of the list (never the run's other person: the run's own writes between the two go on).
  block: async ({ personId, fullName }: { personId: number; fullName: string }) => blockPerson(db, { id: personId, full_name: fullName }),
  unblock: async ({ personId }: { personId: number }) => unblockPerson(db, { id: personId }),
} satisfies Record<WriteKind, ChaosCommand | NotMade>;

type ChaosCommands = typeof chaosCommands;

/** The write kinds the run makes. */
export type ChaosKind = { [K in WriteKind]: ChaosCommands[K] extends ChaosCommand ? K : never }[WriteKind];

/** What a runner draws: the write kind to make and what its chaos command needs. */
export type ChaosAction = { [K in ChaosKind]: ChaosCommands[K] extends (args: infer A) => Promise<string> ? { kind: K } & A : never }[ChaosKind];

/** The kinds the run makes, and those it does not with why: the report lists both. */
export function chaosKinds(): { made: ChaosKind[]; notMade: Partial<Record<WriteKind, string>> } {
  const entries = Object.entries(chaosCommands) as [WriteKind, ChaosCommands[WriteKind]][];
  return {
    made: entries.filter(([, command]) => typeof command === 'function').map(([kind]) => kind as ChaosKind),
    notMade: Object.fromEntries(entries.flatMap(([kind, command]) => (typeof command === 'function' ? [] : [[kind, command.notMade]]))),
  };
}

/** Makes the change the action names. */
export function makeChange(action: ChaosAction): Promise<string> {
  // The action names its kind, so that kind's command takes it; TypeScript does not follow the pair through the lookup.
  const command = chaosCommands[action.kind] as (args: ChaosAction) => Promise<string>;
  return command(action);
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
