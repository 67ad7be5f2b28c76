// What a person does next in the chaos run, chosen by the seeded random source among what their screens allow. Each
// action names the write kind it makes (src/app/chaos-commands.ts lists every kind, with why a few are not made): book,
// cancel, accept, refuse, trip create/edit/delete/status, profile and language; in the chat a message, a read, a booking
// answered from its card, feedback, a notification read; travel requests and offers; vehicles, documents, the driver
// application, review deletions; live tracking; parcels.
import { LOCALES } from '../../src/contract/locales';
import { DEFAULT_PRICE_PER_KM, priceSuggestion } from '../../src/contract/road-distance';
import type { ChaosAction } from '../../src/app/chaos-commands';
import type { ChaosSnapshot } from '../../src/app/chaos-snapshot';
import type { Random } from './random';

/** Every change the run makes carries this marker, so a change applied twice shows as two rows on the server. */
export const marker = (n: number) => `chaos#${n}`;
export const markerOf = (text: string | null | undefined) => /chaos#\d+/.exec(text ?? '')?.[0] ?? null;

/** Sousse, the stopover of half the trips the chaos driver publishes (cities are seeded in this order). */
export const SOUSSE = 12;
const DAY = 86_400_000;
const live = (snap: ChaosSnapshot, table: 'trips' | 'bookings', id: number, field: string) =>
  !!snap[table].find((row) => row.id === id)?._pending?.includes(field);

/** The handover codes a sender's screen shows (parcel id → codes): the driver is told them at the station. */
export type ParcelCodes = Map<number, { pickup: string | null; delivery: string | null }>;

export function driverAction(snap: ChaosSnapshot, random: Random, n: number, now = Date.now(), codes: ParcelCodes = new Map()): ChaosAction {
  const mine = snap.trips.filter((trip) => trip.driver_id === snap.userId && !trip._deleted);
  const upcoming = mine.filter((trip) => Date.parse(trip.departure_time) > now);
  const made = upcoming.filter((trip) => markerOf(trip.description));
  const requests = snap.bookings.filter(
    (booking) =>
      booking.status === 0 && booking.id > 0 && upcoming.some((trip) => trip.id === booking.trip_id) && !live(snap, 'bookings', booking.id, 'status'),
  );
  const publish = (soon: boolean) => () => publishAction(snap, random, n, now, { soon, viaSousse: random.chance(0.7) });
  // A driver with no trip to start soon publishes one early in the run, so every run drives one.
  const nothingToDrive = !mine.some(
    (trip) => !trip._deleted && trip.status === 1 && Date.parse(trip.departure_time) - 30 * 60_000 <= now && Date.parse(trip.departure_time) > now - 3_600_000,
  );
  const options: Array<() => ChaosAction | null> = [
    publish(random.chance(0.3)),
    ...(nothingToDrive ? [publish(true), publish(true)] : []),
    () => {
      const trip = upcoming.length ? random.pick(upcoming) : null;
      return trip
        ? {
            kind: 'saveTrip',
            tripId: trip.id,
            changes: { price_per_seat: editedPrice(trip, random), description: `${markerOf(trip.description) ?? marker(n)} edit ${n}` },
          }
        : null;
    },
    () => (made.length ? { kind: 'deleteTrip', tripId: random.pick(made).id } : null),
    () => {
      const trip = upcoming.length ? random.pick(upcoming) : null;
      if (!trip || live(snap, 'trips', trip.id, 'status')) return null;
      if (trip.status === 1) return { kind: 'tripStatus', tripId: trip.id, transition: random.pick(['pause', 'pause', 'cancel'] as const) };
      if (trip.status === 0 || trip.status === 2) return { kind: 'tripStatus', tripId: trip.id, transition: 'activate' };
      return null;
    },
    () => (requests.length ? { kind: 'decideBooking', bookingId: random.pick(requests).id, accept: random.chance(0.7) } : null),
    () => (requests.length ? { kind: 'decideBooking', bookingId: random.pick(requests).id, accept: random.chance(0.7) } : null),
    () => {
      // A booking card still waiting, answered from the chat rather than the trip page.
      const cards = snap.messages.filter(
        (message) =>
          message.type === 2 && message.subject_status === 0 && !message._pending?.length && requests.some((booking) => booking.id === message.subject_id),
      );
      return cards.length ? { kind: 'answerBookingCard', messageId: random.pick(cards).id, accept: random.chance(0.6) } : null;
    },
    () => {
      // Now and then a ride ends: its passengers are asked for feedback.
      const withPassengers = upcoming.filter(
        (trip) =>
          trip.status === 1 &&
          trip.id > 0 &&
          snap.bookings.some((booking) => booking.trip_id === trip.id && booking.status === 1) &&
          !live(snap, 'trips', trip.id, 'status'),
      );
      return withPassengers.length && random.chance(0.3) ? { kind: 'tripStatus', tripId: random.pick(withPassengers).id, transition: 'complete' } : null;
    },
    ...chatActions(snap, random, n),
    ...trackingActions(snap, random, now),
    ...driverParcelActions(snap, random, n, codes),
    ...driverProposalActions(snap, random, n, now),
    ...vehicleActions(snap, random, n),
    () => profileAction(snap, n),
  ];
  return firstPossible(options, random) ?? profileAction(snap, n);
}

const TUNIS = { lat: 36.8065, lng: 10.1815 };
/** About 200 m further towards Sousse per step. */
const STEP = { lat: -0.0016, lng: 0.0007 };

/** A driver starts a trip leaving soon, drives it (a few points at a time) and now and then stops sharing. */
function trackingActions(snap: ChaosSnapshot, random: Random, now: number): Array<() => ChaosAction | null> {
  const mine = snap.trips.filter((trip) => trip.driver_id === snap.userId && trip.id > 0 && !trip._deleted && trip.status === 1);
  const startable = mine.filter(
    (trip) =>
      !trip.sharing &&
      Date.parse(trip.departure_time) - 30 * 60_000 <= now &&
      Date.parse(trip.departure_time) + 3_600_000 > now &&
      !live(snap, 'trips', trip.id, 'status'),
  );
  const sharing = mine.filter((trip) => trip.sharing && !live(snap, 'trips', trip.id, 'status'));
  // Positions come in key order (trip, then time): a trip's last one is its newest.
  const lastPoint = (tripId: number): { lat: number; lng: number } => snap.positions.filter((point) => point.trip_id === tripId).at(-1) ?? TUNIS;
  const start = () =>
    startable.length ? ({ kind: 'startTrip', tripId: random.pick(startable).id, fix: { ...TUNIS, at: now, accuracy: 8 } } as ChaosAction) : null;
  // Weighted: a trip under way sends points far more often than anything else happens to it.
  return [
    start,
    start,
    () => {
      if (!sharing.length) return null;
      const trip = random.pick(sharing);
      const from = lastPoint(trip.id);
      const fixes = Array.from({ length: random.int(1, 6) }, (_, index) => ({
        lat: from.lat + STEP.lat * (index + 1),
        lng: from.lng + STEP.lng * (index + 1),
        at: now,
        accuracy: 8,
      }));
      return { kind: 'sendPositions', tripId: trip.id, fixes };
    },
    ...[1, 2].map(() => () => {
      if (!sharing.length) return null;
      const trip = random.pick(sharing);
      const from = lastPoint(trip.id);
      return { kind: 'sendPositions', tripId: trip.id, fixes: [{ lat: from.lat + STEP.lat, lng: from.lng + STEP.lng, at: now, accuracy: 8 }] } as ChaosAction;
    }),
    () => (sharing.length && random.chance(0.15) ? { kind: 'stopSharing', tripId: random.pick(sharing).id } : null),
  ];
}

const parcelLive = (parcel: ChaosSnapshot['parcels'][number]) => parcel.id < 0 || !!parcel._pending?.length || !!parcel.code_check;

/** The driver answers parcel requests and, at the station, types the code the sender or recipient gives (now and then a wrong one). */
function driverParcelActions(snap: ChaosSnapshot, random: Random, n: number, codes: ParcelCodes): Array<() => ChaosAction | null> {
  const carried = snap.parcels.filter((parcel) => parcel.driver_id === snap.userId && !parcel._deleted && !parcelLive(parcel));
  const requested = carried.filter((parcel) => parcel.status === 0);
  const toPick = carried.filter((parcel) => parcel.status === 1);
  const toDeliver = carried.filter((parcel) => parcel.status === 4 || (parcel.status === 6 && parcel.picked_up));
  const typed = (parcelId: number, step: 'pickup' | 'deliver') => {
    const known = codes.get(parcelId)?.[step === 'pickup' ? 'pickup' : 'delivery'];
    // A slip of the finger one time in five, or no code given yet: the server refuses it and says why.
    return known && !random.chance(0.2) ? known : String(random.int(0, 999_999)).padStart(6, '0');
  };
  return [
    () => (requested.length ? { kind: 'decideParcel', parcelId: random.pick(requested).id, accept: random.chance(0.75) } : null),
    () =>
      ((id) => (id ? ({ kind: 'enterParcelCode', parcelId: id, step: 'pickup', code: typed(id, 'pickup') } as ChaosAction) : null))(
        toPick.length ? random.pick(toPick).id : 0,
      ),
    () =>
      ((id) => (id ? ({ kind: 'enterParcelCode', parcelId: id, step: 'deliver', code: typed(id, 'deliver') } as ChaosAction) : null))(
        toDeliver.length ? random.pick(toDeliver).id : 0,
      ),
    () => {
      const troubled = carried.filter((parcel) => parcel.status === 1 || parcel.status === 4);
      return troubled.length && random.chance(0.1)
        ? { kind: 'reportParcelProblem', parcelId: random.pick(troubled).id, reason: `${marker(n)} carton abîmé` }
        : null;
    },
  ];
}

/** A sender sends a parcel on a trip taking them, cancels one before pickup, or reports a problem. */
function senderParcelActions(snap: ChaosSnapshot, driverId: number, random: Random, n: number, now: number): Array<() => ChaosAction | null> {
  const open = snap.trips.filter(
    (trip) =>
      trip.driver_id === driverId &&
      trip.id > 0 &&
      trip.status === 1 &&
      trip.accepts_parcels &&
      !trip._deleted &&
      Date.parse(trip.departure_time) > now &&
      (trip.parcel_offers ?? []).some((offer) => offer.parcels_left > 0),
  );
  const sent = snap.parcels.filter((parcel) => parcel.sender_id === snap.userId && !parcel._deleted && !parcelLive(parcel));
  const send = () => {
    const trip = open.length ? random.pick(open) : null;
    const offer = trip ? random.pick((trip.parcel_offers ?? []).filter((candidate) => candidate.parcels_left > 0)) : null;
    if (!trip || !offer) return null;
    return {
      kind: 'sendParcel',
      tripId: trip.id,
      form: {
        size: offer.size,
        weight: offer.size === 'small' ? 2 : 9,
        description: `${marker(n)} colis`,
        declared_value: random.chance(0.5) ? random.int(10, 300) : null,
        pickup_place: 'Station de louage Moncef Bey',
        dropoff_place: 'Gare de Sousse',
        recipient_name: 'Salma Trabelsi',
        recipient_phone: '22345678',
        forbidden_items_confirmed: true,
      },
    } as ChaosAction;
  };
  // Weighted: sending is what a sender does most.
  return [
    send,
    send,
    send,
    () => {
      const cancellable = sent.filter((parcel) => parcel.status === 0 || parcel.status === 1);
      return cancellable.length && random.chance(0.4) ? { kind: 'cancelParcel', parcelId: random.pick(cancellable).id } : null;
    },
    () => {
      const troubled = sent.filter((parcel) => parcel.status === 1 || parcel.status === 4);
      return troubled.length && random.chance(0.1)
        ? { kind: 'reportParcelProblem', parcelId: random.pick(troubled).id, reason: `${marker(n)} pas de nouvelles` }
        : null;
    },
  ];
}

/** The first vehicle the server has (one added here and not sent yet cannot carry a trip). */
const usableVehicle = (snap: ChaosSnapshot) => snap.vehicles.find((vehicle) => vehicle.id > 0 && !vehicle._deleted && !markerOf(vehicle.insurance_number));

const vehicleForm = (n: number) => ({
  make: 'Dacia',
  model: 'Logan',
  year: 2020,
  color: 'Gris',
  plate_number: `${n} CHAOS ${Date.now() % 100_000}`,
  comfort_level: 'basic' as const,
  insurance_number: marker(n),
  technical_inspection_expiry: '2030-06-01',
});

/** A driver adds a vehicle with its documents, edits one added by the run, or deletes one no trip uses. */
function vehicleActions(snap: ChaosSnapshot, random: Random, n: number): Array<() => ChaosAction | null> {
  const made = snap.vehicles.filter((vehicle) => !vehicle._deleted && markerOf(vehicle.insurance_number) && !vehicle._pending?.includes('*'));
  const vehicleTypes = snap.documentTypes.filter((type) => type.type === 1 && type.is_required).map((type) => type.id);
  return [
    () => (vehicleTypes.length && random.chance(0.3) ? { kind: 'saveVehicle', form: vehicleForm(n), typeIds: vehicleTypes } : null),
    () => (made.length ? { kind: 'saveVehicle', vehicleId: random.pick(made).id, changes: { color: `Gris ${n}` } } : null),
    () => {
      const unused = made.filter((vehicle) => vehicle.id > 0 && !snap.trips.some((trip) => trip.vehicle_id === vehicle.id));
      return unused.length && random.chance(0.4) ? { kind: 'deleteVehicle', vehicleId: random.pick(unused).id } : null;
    },
  ];
}

/** A passenger applies to drive (once), replaces a personal document, or deletes a review they wrote. */
function passengerAccountActions(snap: ChaosSnapshot, random: Random, n: number): Array<() => ChaosAction | null> {
  const userTypes = snap.documentTypes.filter((type) => type.type === 0 && type.is_required).map((type) => type.id);
  const vehicleTypes = snap.documentTypes.filter((type) => type.type === 1 && type.is_required).map((type) => type.id);
  const replaceable = (snap.me?.documents ?? []).filter((document) => document.status !== 1 && document.id > 0);
  return [
    () =>
      !snap.me?.driver_verification && userTypes.length && vehicleTypes.length && random.chance(0.3)
        ? { kind: 'applyForDriver', vehicle: vehicleForm(n), userTypeIds: userTypes, vehicleTypeIds: vehicleTypes }
        : null,
    () => (replaceable.length ? { kind: 'uploadDocuments', typeId: random.pick(replaceable).document_type_id, marker: marker(n) } : null),
    () => {
      const written = snap.reviews.filter(
        (review) => review._direction === 'written' && review.reviewerId === snap.userId && review.status !== 0 && !review._deleted && review.id > 0,
      );
      return written.length && random.chance(0.3) ? { kind: 'deleteReview', reviewId: random.pick(written).id } : null;
    },
  ];
}

/** A driver answers travel requests: proposes on an open one, edits or withdraws a pending offer. */
function driverProposalActions(snap: ChaosSnapshot, random: Random, n: number, now: number): Array<() => ChaosAction | null> {
  const mine = snap.proposals.filter((proposal) => proposal.driver_id === snap.userId);
  const open = snap.announcements.filter(
    (row) =>
      row.status === 1 &&
      row.id > 0 &&
      !row._deleted &&
      row.user_id !== snap.userId &&
      Date.parse(row.desired_departure_time) > now + DAY &&
      !mine.some((proposal) => proposal.announcement_id === row.id && (proposal.status === 0 || proposal.status === 1)),
  );
  const pending = mine.filter(
    (proposal) =>
      proposal.status === 0 &&
      proposal.id > 0 &&
      !proposal._pending?.length &&
      snap.announcements.some((row) => row.id === proposal.announcement_id && row.status === 1),
  );
  const fields = (announcementId: number) => {
    const desired = Date.parse(snap.announcements.find((row) => row.id === announcementId)!.desired_departure_time);
    return {
      vehicle_id: usableVehicle(snap)!.id,
      proposed_price: random.int(5, 40),
      proposed_departure_time: new Date(desired).toISOString(),
      message: marker(n),
    };
  };
  // Travel requests the driver reads and did not write (a positive id: the server has them): "Signaler" one.
  const others = snap.announcements.filter((row) => row.status === 1 && row.id > 0 && !row._deleted && row.user_id !== snap.userId);
  return [
    () =>
      others.length
        ? {
            kind: 'report',
            subjectType: 'announcement',
            subjectId: random.pick(others).id,
            reason: random.pick(['scam', 'other'] as const),
            text: `${marker(n)} signalé`,
          }
        : null,
    () =>
      open.length && usableVehicle(snap)
        ? ((id) => ({ kind: 'saveProposal', announcementId: id, fields: fields(id) }) as ChaosAction)(random.pick(open).id)
        : null,
    () =>
      open.length && usableVehicle(snap)
        ? ((id) => ({ kind: 'saveProposal', announcementId: id, fields: fields(id) }) as ChaosAction)(random.pick(open).id)
        : null,
    () => {
      const proposal = pending.length && usableVehicle(snap) ? random.pick(pending) : null;
      return proposal
        ? {
            kind: 'saveProposal',
            proposalId: proposal.id,
            fields: { ...fields(proposal.announcement_id), message: `${markerOf(proposal.message) ?? marker(n)} edit ${n}` },
          }
        : null;
    },
    () => (pending.length ? { kind: 'withdrawProposal', proposalId: random.pick(pending).id } : null),
  ];
}

/** A passenger posts travel requests, edits and deletes them, and answers the offers on them. */
function passengerRequestActions(snap: ChaosSnapshot, random: Random, n: number, now: number): Array<() => ChaosAction | null> {
  const mine = snap.announcements.filter((row) => row.user_id === snap.userId && !row._deleted && Date.parse(row.desired_departure_time) > now + DAY);
  const editable = mine.filter((row) => row.status === 1 && !row._pending?.length);
  const offers = snap.proposals.filter(
    (proposal) => proposal.status === 0 && proposal.id > 0 && !proposal._pending?.length && editable.some((row) => row.id === proposal.announcement_id),
  );
  return [
    () => ({
      kind: 'saveAnnouncement',
      form: {
        departure_city_id: 1,
        arrival_city_id: 13,
        departure_location: `Place Pasteur ${n}`,
        arrival_location: 'Centre-ville',
        desired_departure_time: new Date(now + random.int(2, 20) * DAY + random.int(0, 23) * 3_600_000).toISOString(),
        seats_needed: random.int(1, 3),
        max_price_per_seat: random.int(10, 40),
        description: marker(n),
        luggage_size: 'Standard',
        additional_notes: null,
      },
    }),
    () => {
      const row = editable.filter((candidate) => markerOf(candidate.description)).length
        ? random.pick(editable.filter((candidate) => markerOf(candidate.description)))
        : null;
      return row
        ? {
            kind: 'saveAnnouncement',
            announcementId: row.id,
            changes: { seats_needed: random.int(1, 4), description: `${markerOf(row.description)} edit ${n}` },
          }
        : null;
    },
    () => {
      const made = editable.filter((row) => markerOf(row.description) && row.id > 0);
      return made.length && random.chance(0.5) ? { kind: 'deleteAnnouncement', announcementId: random.pick(made).id } : null;
    },
    () => (offers.length ? { kind: 'decideProposal', proposalId: random.pick(offers).id, accept: random.chance(0.5) } : null),
    () => (offers.length ? { kind: 'decideProposal', proposalId: random.pick(offers).id, accept: random.chance(0.5) } : null),
  ];
}

/**
 * The price a driver edits a trip to: within the fair range of its road most times, so the edit lands; now and then a
 * round price that may be outside it, which the server refuses with the range (issue 39's 422), shown and not lost.
 */
function editedPrice(trip: ChaosSnapshot['trips'][number], random: Random): number {
  if (!trip.distance_km || random.chance(0.2)) return random.int(7, 12);
  const { min, max } = priceSuggestion(trip.distance_km, DEFAULT_PRICE_PER_KM);
  return random.int(Math.ceil(min * 2), Math.floor(max * 2)) / 2;
}

/**
 * A trip the driver publishes, Tunis → Monastir: leaving within half an hour (`soon`) or days away; `viaSousse`, with a
 * stop at Sousse on the way (issue 39), so passengers book legs of it.
 */
export function publishAction(
  snap: ChaosSnapshot,
  random: Random,
  n: number,
  now: number,
  { soon, viaSousse }: { soon: boolean; viaSousse: boolean },
): ChaosAction | null {
  const vehicle = usableVehicle(snap);
  if (!vehicle) return null;
  const leaves = soon ? now + random.int(5, 25) * 60_000 : now + random.int(2, 20) * DAY + random.int(0, 23) * 3_600_000;
  return {
    kind: 'saveTrip',
    form: {
      departure_city_id: 1,
      arrival_city_id: 13,
      departure_location: `Bab Saadoun ${n}`,
      arrival_location: 'Gare routière',
      // One leaving within half an hour can be started and driven (live tracking).
      departure_time: new Date(leaves).toISOString(),
      ...(viaSousse ? { stopovers: [{ city_id: SOUSSE, departure_time: new Date(leaves + 105 * 60_000).toISOString() }] } : {}),
      available_seats: random.int(2, 4),
      // Within the fair range of Tunis → Monastir, straight (6 to 13.20 TND) or through Sousse (6.50 to 14.30), and of
      // the demo's Tunis → Sousse (5.50 to 12.10).
      price_per_seat: random.int(7, 12),
      description: marker(n),
      vehicle_id: vehicle.id,
      // Half the trips take parcels, so senders have somewhere to send them.
      ...(random.chance(0.5)
        ? {
            accepts_parcels: true,
            parcel_offers: [
              { size: 'small' as const, price_per_parcel: 5, parcels: random.int(1, 3) },
              { size: 'medium' as const, price_per_parcel: 12, parcels: 1 },
            ],
          }
        : {}),
    },
  };
}

/** What either person may do in the chat and the notifications. */
function chatActions(snap: ChaosSnapshot, random: Random, n: number): Array<() => ChaosAction | null> {
  const conversations = snap.conversations.filter((conversation) => conversation._ownerId === snap.userId && conversation.id > 0);
  return [
    () => (conversations.length ? { kind: 'sendMessage', conversationId: random.pick(conversations).id, text: `${marker(n)} bonjour` } : null),
    () => (conversations.length ? { kind: 'sendMessage', conversationId: random.pick(conversations).id, text: `${marker(n)} à demain` } : null),
    () => {
      const unread = conversations.filter(
        (conversation) => conversation.unread_messages_count > 0 && !conversation._pending?.includes('unread_messages_count'),
      );
      return unread.length ? { kind: 'readConversation', conversationId: random.pick(unread).id } : null;
    },
    () => {
      // "Signaler" on a message of the other person, sent from the server (a positive id).
      const theirs = snap.messages.filter((message) => message.id > 0 && message.type === 0 && message.sender_id !== null && message.sender_id !== snap.userId);
      return theirs.length
        ? {
            kind: 'report',
            subjectType: 'message',
            subjectId: random.pick(theirs).id,
            reason: random.pick(['harassment', 'scam', 'other'] as const),
            text: `${marker(n)} signalé`,
          }
        : null;
    },
    () => {
      const unread = snap.notifications.filter((notification) => notification._ownerId === snap.userId && !notification.read && !notification._pending?.length);
      return unread.length ? { kind: 'readNotification', notificationId: random.pick(unread).id } : null;
    },
  ];
}

export function passengerAction(snap: ChaosSnapshot, driverId: number, random: Random, n: number, now = Date.now()): ChaosAction {
  const mine = snap.bookings.filter((booking) => booking.passenger_id === snap.userId);
  const bookedTrips = new Set(mine.filter((booking) => booking.status === 0 || booking.status === 1).map((booking) => booking.trip_id));
  const bookable = snap.trips.filter(
    (trip) =>
      trip.driver_id === driverId &&
      trip.status === 1 &&
      trip.available_seats > 0 &&
      Date.parse(trip.departure_time) > now &&
      !bookedTrips.has(trip.id) &&
      !trip._deleted,
  );
  // As "Mes réservations" offers it: pending or accepted, the trip not departed, no other change of it in flight.
  const departure = (booking: ChaosSnapshot['bookings'][number]) =>
    Date.parse(snap.trips.find((trip) => trip.id === booking.trip_id)?.departure_time ?? booking.trip?.departure_time ?? '');
  const cancellable = mine.filter(
    (booking) => (booking.status === 0 || booking.status === 1) && departure(booking) > now && !live(snap, 'bookings', booking.id, 'status'),
  );
  // A leg of a trip with stopovers when there is one (issue 39): from a stopover on, or up to it.
  const bookLeg = (): ChaosAction | null => {
    const withStops = bookable.filter((trip) => trip.stopovers?.length);
    if (!withStops.length) return bookable.length ? { kind: 'bookTrip', tripId: random.pick(bookable).id, seats: 1, notes: marker(n) } : null;
    const trip = random.pick(withStops);
    const stop = random.pick(trip.stopovers!).city_id;
    return { kind: 'bookTrip', tripId: trip.id, seats: 1, notes: marker(n), ...(random.chance(0.5) ? { from: stop } : { to: stop }) };
  };
  const options: Array<() => ChaosAction | null> = [
    () => (bookable.length ? { kind: 'bookTrip', tripId: random.pick(bookable).id, seats: 1, notes: marker(n) } : null),
    bookLeg,
    bookLeg,
    () => (cancellable.length ? { kind: 'cancelBooking', bookingId: random.pick(cancellable).id } : null),
    () => {
      const asked = snap.messages.filter((message) => message.type === 1 && message.subject_status === 0 && !message._pending?.length);
      return asked.length ? { kind: 'rate', messageId: random.pick(asked).id, rating: random.int(1, 5), comment: marker(n) } : null;
    },
    ...chatActions(snap, random, n),
    // "Signaler" on a trip of the driver's the server holds (a positive id).
    () => {
      const theirs = snap.trips.filter((trip) => trip.driver_id === driverId && trip.id > 0 && !trip._deleted);
      return theirs.length
        ? { kind: 'report', subjectType: 'trip', subjectId: random.pick(theirs).id, reason: 'dangerous_driving', text: `${marker(n)} signalé` }
        : null;
    },
    ...senderParcelActions(snap, driverId, random, n, now),
    ...blockActions(snap, driverId, random),
    ...passengerRequestActions(snap, random, n, now),
    ...passengerAccountActions(snap, random, n),
    () => profileAction(snap, n),
    // The person switches language: their account learns it (the screens' words are not what chaos checks).
    () => (random.chance(0.3) ? { kind: 'setAccountLocale', locale: random.pick(LOCALES) } : null),
    // "Contacts d'urgence": one to three people, or none; the list on the device must end as the server's.
    () => (random.chance(0.3) ? { kind: 'saveEmergencyContacts', contacts: emergencyContacts(random, n) } : null),
    // The person states a gender, or takes it back: the account ends as the device says.
    () => (random.chance(0.2) ? { kind: 'setGender', gender: random.pick(['female', 'male', null] as const) } : null),
  ];
  return firstPossible(options, random) ?? profileAction(snap, n);
}

/** Up to three contacts with distinct Tunisian numbers, named after the change that made them. */
function emergencyContacts(random: Random, n: number) {
  const count = random.int(0, 3);
  return Array.from({ length: count }, (_, i) => ({ name: `Proche ${n}-${i}`, phone: `9${i}${String(random.int(0, 999_999)).padStart(6, '0')}` }));
}

/**
 * "Bloquer" someone of the lists other than the run's driver (whose writes with the passenger must go on): a driver of
 * another trip, or the author of another travel request (the demo's other passengers); "Débloquer" someone blocked.
 * Both through faults, the mirror's list ending equal to the server's.
 */
function blockActions(snap: ChaosSnapshot, driverId: number, random: Random): Array<() => ChaosAction | null> {
  const blocked = new Set(snap.blocks.filter((row) => row._ownerId === snap.userId).map((row) => row.id));
  const people = new Map<number, string>();
  for (const trip of snap.trips) if (trip.id > 0) people.set(trip.driver_id, trip.driver?.full_name ?? '');
  for (const request of snap.announcements) if (request.id > 0) people.set(request.user_id, request.user_name);
  const others = [...people].filter(([id]) => id !== driverId && id !== snap.userId && !blocked.has(id));
  return [
    () => {
      if (!others.length) return null;
      const [personId, fullName] = random.pick(others);
      return { kind: 'block', personId, fullName };
    },
    () => (blocked.size ? { kind: 'unblock', personId: random.pick([...blocked]) } : null),
  ];
}

function profileAction(snap: ChaosSnapshot, n: number): ChaosAction {
  const me = snap.me!;
  return { kind: 'updateProfile', firstName: me.first_name, lastName: `${me.last_name.replace(/ \d+$/, '')} ${n}`, phone: me.phone };
}

/** One of the possible options, each as likely as the others (an option listed twice is twice as likely). */
function firstPossible(options: Array<() => ChaosAction | null>, random: Random): ChaosAction | null {
  const possible = options.map((option) => option()).filter((action): action is ChaosAction => action !== null);
  return possible.length ? random.pick(possible) : null;
}
