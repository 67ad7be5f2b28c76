// Trip commands of the driver: publish or edit a trip, change its status, delete it. Each shows its effect at once
// and queues the call; the server's answer replaces the optimistic row, a refusal puts back the fields it changed.
import { endpoints, pathFor } from '../../contract/api';
import type { z } from 'zod';
import type { ParcelOffer, ParcelOfferRequest, TripRequest, tripRequest } from '../../contract/trips';
import { PARCEL_SIZES } from '../../contract/parcel-sizes';
import { TRIP_STATUS, TRIP_STATUS_TEXT, TRIP_TRANSITIONS, type TripTransition } from '../../contract/statuses';
import type { MechwarDatabase, TripRow } from '../database';
import type { OutboxEntry } from '../outbox-entry';
import { deletedKey, toTripRow } from '../trips-mirror';
import { putServerRow } from '../row-marks';
import { rowNow } from './row-now';
import { queueChange, queueCreate, queueDeletion } from './queue-write';
import { temporaryId } from './temp-id';
import { cardPersonOf, ownBadgesOf, requireSession, routeLabel } from './session-guard';
import { actedOnId } from '../entries-before-v3';
import { defineWrite, type AnswerOf } from './define-write';
import { outboxLabel } from '../outbox-label';
import { newEntryId } from './write-once';
import { planStops } from '../../contract/trip-route-plan';
import { stopCityIdsOf } from '../stop-cities';

/**
 * The Add / Edit Trip form's values as the contract's schema gives them (the ignored `id` and `driver_id` aside).
 * The parcel fields may be absent, as in the schema's input: no parcels then.
 */
type TripValues = Omit<z.output<typeof tripRequest>, 'id' | 'driver_id'>;
export type TripForm = Omit<TripValues, 'accepts_parcels' | 'parcel_offers'> & Partial<Pick<TripValues, 'accepts_parcels' | 'parcel_offers'>>;

/**
 * The sizes as the trip shows them until the server answers: smallest first, and what was already taken of a size
 * (by the trip as it is now) still taken. Without "J'accepte des colis", none.
 */
function parcelOffersShown(form: TripForm, trip?: TripRow): ParcelOffer[] {
  if (!form.accepts_parcels) return [];
  const before = new Map((trip?.parcel_offers ?? []).map((offer) => [offer.size, offer.parcels - offer.parcels_left]));
  return [...(form.parcel_offers ?? [])]
    .sort((a, b) => PARCEL_SIZES.indexOf(a.size) - PARCEL_SIZES.indexOf(b.size))
    .map((offer) => ({ ...offer, parcels_left: Math.max(0, offer.parcels - (before.get(offer.size) ?? 0)) }));
}

/**
 * The route as the trip shows it until the server answers (contract/trip-route-plan.ts, as the server works it out):
 * the stopovers with their places, times, prices and kilometres, the road's length, the arrival it expects, and the
 * seats of each stretch (all the trip's, as nothing is booked on a new one; an edit keeps what the server said).
 */
async function routeShown(db: MechwarDatabase, form: TripForm, trip?: TripRow): Promise<Partial<TripRow>> {
  // Without stopovers in the form, an edit keeps the trip's own (the server moves them with the departure).
  if (!form.stopovers) return {};
  const places = await db.cities.bulkGet([form.departure_city_id, ...form.stopovers.map((stop) => stop.city_id), form.arrival_city_id]);
  const placeOf = (cityId: number) => places.find((place) => place?.id === cityId);
  const stops = planStops(
    {
      departure: { cityId: form.departure_city_id, time: Date.parse(form.departure_time) },
      stopovers: form.stopovers.map((stop) => ({
        cityId: stop.city_id,
        time: Date.parse(stop.departure_time),
        priceFromDeparture: stop.price_from_departure ?? null,
      })),
      arrival: { cityId: form.arrival_city_id, time: null },
      pricePerSeat: form.price_per_seat,
    },
    placeOf,
  );
  const last = stops[stops.length - 1]!;
  const sameStops = trip?.section_seats?.length === stops.length - 1;
  return {
    stopovers: stops.slice(1, -1).map((stop) => ({
      city_id: stop.cityId,
      city: placeOf(stop.cityId) ?? null,
      departure_time: new Date(stop.time).toISOString(),
      price_from_departure: stop.priceFromDeparture,
      distance_km: stop.kmFromDeparture,
    })),
    distance_km: last.kmFromDeparture,
    estimated_arrival_time: new Date(last.time).toISOString(),
    section_seats: sameStops ? trip!.section_seats : stops.slice(0, -1).map(() => form.available_seats),
    stop_city_ids: stops.map((stop) => stop.cityId),
  };
}

/** The trip as it is now (the server's row once a trip published here was sent); refuses a trip gone meanwhile. */
const tripNow = (db: MechwarDatabase, shown: TripRow) => rowNow(db, 'trips', shown, 'Ce trajet n’existe plus.');

const TRANSITION_LABEL: Record<TripTransition, string> = {
  activate: 'Activation du trajet {route}',
  pause: 'Pause du trajet {route}',
  cancel: 'Annulation du trajet {route}',
  complete: 'Fin du trajet {route}',
};

/**
 * Publish (no `trip`) or edit (`trip`) a trip. A trip published here and not sent yet can be edited too: the edit
 * waits for the create and is sent to the server's id.
 */
export async function saveTrip(db: MechwarDatabase, form: TripForm, shown?: TripRow, id: string = newEntryId()) {
  return db.transaction('rw', [db.session, db.trips, db.cities, db.vehicles, db.outbox, db.meta], async () => {
    const session = await requireSession(db);
    const trip = shown ? await tripNow(db, shown) : undefined;
    const [departure, arrival, vehicle] = await Promise.all([
      db.cities.get(form.departure_city_id),
      db.cities.get(form.arrival_city_id),
      db.vehicles.get(form.vehicle_id),
    ]);
    const route = await routeShown(db, form, trip);
    const accepts = form.accepts_parcels === true;
    const offers: ParcelOfferRequest[] = accepts ? (form.parcel_offers ?? []) : [];
    const fields = {
      ...form,
      accepts_parcels: accepts,
      // Left out of the form: an edit keeps what the trip said.
      women_only: form.women_only ?? trip?.women_only ?? false,
      parcel_offers: parcelOffersShown(form, trip),
      arrival_location: form.arrival_location || null,
      description: form.description || null,
      departure_city: departure ?? null,
      arrival_city: arrival ?? null,
      vehicle: vehicle ?? null,
      ...route,
    };
    const body: TripRequest = { ...form, accepts_parcels: accepts, parcel_offers: offers, driver_id: session.user.id, ...(trip ? { id: trip.id } : {}) };
    if (trip) {
      return queueChange(db, 'trips', trip.id, fields, {
        id,
        kind: 'saveTrip',
        label: outboxLabel('Modification du trajet {route}', { route: routeLabel({ ...trip, ...fields }) }),
        method: 'PUT',
        path: pathFor(endpoints.updateTrip, trip.id),
        body: { type: 'json', data: body },
        userId: session.user.id,
        tripId: trip.id,
      });
    }
    const optimistic: TripRow = {
      id: temporaryId(),
      driver_id: session.user.id,
      driver: { ...cardPersonOf(session.user), ...ownBadgesOf(session.user) },
      ...fields,
      total_seats: form.available_seats,
      status: TRIP_STATUS.active,
      status_text: TRIP_STATUS_TEXT[TRIP_STATUS.active],
      bookings_count: 0,
      created_at: new Date().toISOString(),
      _entryId: id,
    };
    optimistic.stop_city_ids = stopCityIdsOf(optimistic);
    return queueCreate(db, 'trips', optimistic, {
      id,
      kind: 'saveTrip',
      label: outboxLabel('Nouveau trajet {route}', { route: routeLabel(optimistic) }),
      method: 'POST',
      path: endpoints.createTrip.path,
      body: { type: 'json', data: body },
      userId: session.user.id,
    });
  });
}

/** Activate, pause, cancel or complete a trip (DESIGN.md §7); the toggle 0 ↔ 1 goes through PUT …/status. */
export async function changeTripStatus(db: MechwarDatabase, shown: TripRow, transition: TripTransition, id: string = newEntryId()) {
  return db.transaction('rw', [db.session, db.trips, db.outbox, db.meta], async () => {
    const session = await requireSession(db);
    const trip = await tripNow(db, shown);
    const status = TRIP_TRANSITIONS[transition].to;
    const toggle = (transition === 'pause' || transition === 'activate') && trip.status !== TRIP_STATUS.cancelled;
    const endpoint = toggle ? endpoints.setTripStatus : endpoints[`${transition as 'activate' | 'cancel' | 'complete'}Trip`];
    return queueChange(
      db,
      'trips',
      trip.id,
      { status, status_text: TRIP_STATUS_TEXT[status] },
      {
        id,
        kind: 'tripStatus',
        label: outboxLabel(TRANSITION_LABEL[transition], { route: routeLabel(trip) }),
        method: endpoint.method as 'PUT' | 'PATCH',
        path: pathFor(endpoint, trip.id),
        body: toggle ? { type: 'json', data: { status } } : { type: 'none' },
        userId: session.user.id,
        tripId: trip.id,
      },
    );
  });
}

/** Deletes a trip: hidden at once and kept as a marked row until the server has the deletion, so no pull brings it back. */
export async function deleteTrip(db: MechwarDatabase, shown: TripRow, id: string = newEntryId()) {
  return db.transaction('rw', [db.session, db.trips, db.outbox, db.meta], async () => {
    const session = await requireSession(db);
    const trip = await tripNow(db, shown);
    return queueDeletion(db, 'trips', trip.id, {
      id,
      kind: 'deleteTrip',
      label: outboxLabel('Suppression du trajet {route}', { route: routeLabel(trip) }),
      path: pathFor(endpoints.deleteTrip, trip.id),
      userId: session.user.id,
    });
  });
}

export async function applyTripAnswer(db: MechwarDatabase, entry: OutboxEntry, answer: AnswerOf<typeof endpoints.createTrip | typeof endpoints.updateTrip>) {
  const trip = 'trip' in answer ? answer.trip : answer.data;
  if (entry.tempId) await db.trips.delete(entry.tempId);
  await putServerRow(db, 'trips', toTripRow(trip), entry.id);
}

export async function applyTripStatusAnswer(db: MechwarDatabase, entry: OutboxEntry, { data }: AnswerOf<typeof endpoints.setTripStatus>) {
  const trip = await db.trips.get(entry.tripId!);
  if (trip) await putServerRow(db, 'trips', { ...trip, status: data.status, status_text: data.status_text }, entry.id);
}

export async function applyTripDeleted(db: MechwarDatabase, entry: OutboxEntry) {
  const tripId = actedOnId(entry, 'trips')!;
  await db.trips.delete(tripId);
  await db.bookings.where('trip_id').equals(tripId).delete();
  // A pull asked before the deletion landed still lists the trip: the tombstone keeps it from coming back.
  await db.meta.put({ key: deletedKey(tripId), value: Date.now() });
}

export const tripWrites = {
  saveTrip: defineWrite({ endpoints: [endpoints.createTrip, endpoints.updateTrip], apply: applyTripAnswer }),
  tripStatus: defineWrite({
    endpoints: [endpoints.setTripStatus, endpoints.activateTrip, endpoints.cancelTrip, endpoints.completeTrip],
    apply: applyTripStatusAnswer,
  }),
  deleteTrip: defineWrite({ endpoints: [endpoints.deleteTrip], apply: applyTripDeleted }),
};
