// Trips as the contract's `trip` schema describes them: driver, vehicle, cities, status text and bookings count.
import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Booking } from '../../contract/bookings';
import { BOOKING_STATUS_TEXT, OPEN_TRIP_STATUSES, TRIP_STATUS_TEXT } from '../../contract/statuses';
import type { ParcelOffer, Trip } from '../../contract/trips';
import { PARCEL_SIZES, type ParcelSize } from '../../contract/parcel-sizes';
import { TUNIS_UTC_OFFSET_MINUTES } from '../../contract/trip-limits';
import { tunisDate } from '../../contract/tunis-time';
import type { Executor } from '../db/client';
import { bookings, cities, tripParcelOffers, tripStops, trips, users, vehicles } from '../db/schema';
import { personColumns, personJson, personNameJson, type PersonRow } from '../accounts/person-json';
import { averageRating as driverAverageRating, roundRating } from '../accounts/ratings-received';
import { applyListQuery, arrivalCity, departureCity, routePlacesJson, type ListQuery } from '../cities/route-json';
import { cityPlace, expectedArrival, sharedUntil } from '../tracking/sharing-window';

// Other cards (chat, bookings, the staff desk) still find a photo's address here.
export { imageUrlOf } from '../accounts/person-json';

/** What names a vehicle wherever it is listed: make, model, year, colour and plate. */
export const vehicleNameColumns = {
  id: vehicles.id,
  make: vehicles.make,
  model: vehicles.model,
  year: vehicles.year,
  color: vehicles.color,
  plate_number: vehicles.plateNumber,
};

/** `Vehicle` of a trip card; the owner's full vehicle (documents, photo, validity) is documents/document-json.ts's. */
export const vehicleColumns = { ...vehicleNameColumns, comfort_level: vehicles.comfortLevel };

/**
 * The sizes a trip offers for parcels (DESIGN.md §9), read with the trip as `[size, price, parcels, taken]` rows:
 * only for trips that take parcels, so a list without any reads no offer.
 */
const parcelOffers = sql<
  [string, string | number, number, number][] | null
>`(case when ${trips.acceptsParcels} then (select json_agg(json_build_array(${tripParcelOffers.size}, ${tripParcelOffers.price}, ${tripParcelOffers.capacity}, ${tripParcelOffers.taken})) from ${tripParcelOffers} where ${tripParcelOffers.tripId} = ${trips.id}) end)`;

/** A stop as the card reads it: position, city id, name, latitude, longitude, time, km, price and seats onward. */
type StopCell = [number, number, string, number | null, number | null, string, number, string | number, number];

/**
 * The trip's stops in order, read with the card. They change only with a write that updates the trip's row too
 * (its edit, an accept or a cancel setting its seats), so the trip's row version stands for theirs.
 */
const stops = sql<
  StopCell[] | null
>`(select json_agg(json_build_array(${tripStops.position}, ${tripStops.cityId}, ${cities.name}, ${cities.latitude}, ${cities.longitude}, ${tripStops.time}, ${tripStops.kmFromDeparture}, ${tripStops.priceFromDeparture}, ${tripStops.seatsOnward}) order by ${tripStops.position}) from ${tripStops} join ${cities} on ${cities.id} = ${tripStops.cityId} where ${tripStops.tripId} = ${trips.id})`;

/** The card's stopovers, road distance and seats per stretch, from its stops (none read: a trip without them). */
function routeJson(cells: StopCell[] | null) {
  if (!cells || cells.length < 2) return {};
  const at = (time: string) => new Date(time).toISOString();
  return {
    stopovers: cells.slice(1, -1).map(([, cityId, name, latitude, longitude, time, km, price]) => ({
      city_id: cityId,
      city: { id: cityId, name, latitude, longitude },
      departure_time: at(time),
      price_from_departure: Number(price),
      distance_km: Number(km),
    })),
    distance_km: Number(cells[cells.length - 1]![6]),
    estimated_arrival_time: at(cells[cells.length - 1]![5]),
    section_seats: cells.slice(0, -1).map((cell) => cell[8]),
  };
}

/** Today in Tunis (UTC+1 all year, DESIGN.md §12), as the database's clock says. */
const tunisToday = sql`(((now() at time zone 'UTC') + interval '${sql.raw(String(TUNIS_UTC_OFFSET_MINUTES))} minutes')::date)`;
const verifiedOn = (until: AnyColumn) => sql`(case when ${until} >= ${tunisToday} then '1' else '0' end)`;

/**
 * The driver's badges as four digits (phone, identity, licence, vehicle papers), from the rows the card joins: what
 * the triggers of migration 0032 keep. A paper that expires overnight changes no row, so every card's version holds
 * the day (`cardVersionOf`): the day it lapses, no kept card keeps the badge.
 */
const verifiedFlags = sql<string>`concat((case when ${users.phoneVerifiedAt} is not null then '1' else '0' end), ${verifiedOn(users.identityVerifiedUntil)}, ${verifiedOn(users.licenceVerifiedUntil)}, ${verifiedOn(vehicles.papersVerifiedUntil)})`;

/** What the driver's badges show: the flags above, trips completed and the day the account was made. */
const driverBadges = { verified: verifiedFlags, tripsCompleted: users.tripsCompleted, createdAt: users.createdAt };

/** Today in Tunis as text ("2026-11-29"), by the database's clock: once per search, the first part of its cards' versions. */
export const tunisTodayText = sql<string>`${tunisToday}::text`;

type VersionedTrip = { rowVersion: SQL | SQL.Aliased | AnyColumn; id: SQL | AnyColumn; acceptsParcels: SQL | AnyColumn };

/**
 * The version of an open trip's card (pending or active: all a search lists) from the trip's own rows: its row version
 * (PostgreSQL's `xmin`, new with every UPDATE) and its parcel offers'. What the card shows of the driver and the
 * vehicle (name, photo, stars, badges, car) is in it too without reading them: migration 0034 gives their open trips a
 * new row version whenever that changes. So a search reads neither the driver's row nor the vehicle's for its page
 * (joining them cost a search a tenth of its time).
 */
export const openCardVersionOf = (trip: VersionedTrip) =>
  sql<string>`concat_ws('.', ${trip.rowVersion}, (case when ${trip.acceptsParcels} then (select string_agg(${tripParcelOffers}."xmin"::text, '.' order by ${tripParcelOffers.size}) from ${tripParcelOffers} where ${tripParcelOffers.tripId} = ${trip.id}) end))`;

/** A listed card's version, from the day of its search and its `openCardVersionOf`: as `cardVersionOf` writes it. */
export const listedCardVersion = (day: string, openVersion: string) => `${day}:${openVersion}`;

/**
 * Which version of a trip's card a row shows: the day (badges lapse overnight), then the open trip's version, or, for
 * a trip done with (cancelled, completed: no longer followed by migration 0034), that and the row versions of its
 * driver and vehicle, looked up for such a trip alone (so a trip's page reads no other row to check its kept card).
 * Cities never change once seeded. A card kept under the same version is the same card (trip-card-cache.ts).
 */
export const cardVersionOf = (trip: VersionedTrip & { status: SQL | AnyColumn; driverId: SQL | AnyColumn; vehicleId: SQL | AnyColumn }) =>
  sql<string>`concat(${tunisToday}, ':', (case when ${trip.status} in (${sql.raw(OPEN_TRIP_STATUSES.join(', '))}) then ${openCardVersionOf(trip)}
    else concat_ws('.', ${openCardVersionOf(trip)}, (select driver."xmin" from ${users} driver where driver.id = ${trip.driverId}),
      (select vehicle."xmin" from ${vehicles} vehicle where vehicle.id = ${trip.vehicleId})) end))`;

/** The version of the card of a row of `trips` (see `cardVersionOf`). */
export const tripCardVersion = cardVersionOf({
  rowVersion: sql`${trips}."xmin"`,
  id: trips.id,
  acceptsParcels: trips.acceptsParcels,
  status: trips.status,
  driverId: trips.driverId,
  vehicleId: trips.vehicleId,
});

/** All a trip's card shows, as one row: the trip, its driver, vehicle, cities, stars, seats taken and parcel offers. */
export const tripCardFields = {
  trip: trips,
  driver: personColumns,
  vehicle: vehicleColumns,
  departureCity,
  arrivalCity,
  driverAverageRating,
  driverBadges,
  parcelOffers,
  stops,
  version: tripCardVersion,
};

/** The trips' query with all a card shows, to narrow (where, order, page) or to prepare with placeholders. */
export function tripsQuery(executor: Executor) {
  return executor
    .select(tripCardFields)
    .from(trips)
    .innerJoin(users, eq(users.id, trips.driverId))
    .leftJoin(vehicles, eq(vehicles.id, trips.vehicleId))
    .innerJoin(departureCity, eq(departureCity.id, trips.departureCityId))
    .innerJoin(arrivalCity, eq(arrivalCity.id, trips.arrivalCityId))
    .$dynamic();
}

/** The offers of a card row, smallest size first, with what accepted parcels left of them. */
function parcelOffersJson(rows: [string, string | number, number, number][] | null): ParcelOffer[] {
  if (!rows) return [];
  const order = (size: string) => PARCEL_SIZES.indexOf(size as ParcelSize);
  return rows
    .map(([size, price, parcels, taken]) => ({ size: size as ParcelSize, price_per_parcel: Number(price), parcels, parcels_left: parcels - taken }))
    .sort((a, b) => order(a.size) - order(b.size));
}

/** The badge fields of a driver on a card, from `driverBadges`' columns. */
function badgesJson(badges: { verified: string; tripsCompleted: number; createdAt: Date }) {
  const on = (position: number) => badges.verified[position] === '1';
  return {
    verified: { phone: on(0), identity: on(1), licence: on(2), vehicle_papers: on(3) },
    trips_completed: badges.tripsCompleted,
    member_since: tunisDate(badges.createdAt.getTime()),
  };
}

/** Which trips, and the clock that says whether each is under way (`sharing`). */
export type TripQuery = ListQuery & { now: Date };

/** A row of `tripsQuery`. */
export type TripCardRow = Awaited<ReturnType<typeof tripsQuery>>[number];

/** Loads trips with everything a card shows, in the order asked, without their bookings. */
export async function loadTrips(executor: Executor, query: TripQuery): Promise<Trip[]> {
  return tripCards(await applyListQuery(tripsQuery(executor), query), query.now);
}

/** The cards of rows read by `tripsQuery` (a prepared one too), in their order; `now` says which are under way. */
export function tripCards(rows: TripCardRow[], now: Date): Trip[] {
  return rows.map((row) => {
    const { card, sharedUntil } = tripCardOf(row);
    card.sharing = now.getTime() < sharedUntil;
    return card;
  });
}

/** A row's card, not yet shared (`sharing: false`), and until when it is (0: not as this row stands). */
export function tripCardOf(row: TripCardRow): { card: Trip; sharedUntil: number } {
  const {
    trip,
    driver,
    vehicle,
    departureCity: from,
    arrivalCity: to,
    driverAverageRating: average,
    driverBadges: badges,
    parcelOffers: offers,
    stops: cells,
  } = row;
  const card: Trip = {
    id: trip.id,
    driver_id: trip.driverId,
    driver: { ...personJson(driver, average == null ? null : roundRating(Number(average))), ...badgesJson(badges) },
    vehicle_id: trip.vehicleId,
    vehicle: vehicle ? { ...vehicle } : null,
    ...routePlacesJson(trip, from, to),
    departure_time: trip.departureTime.toISOString(),
    arrival_time: trip.arrivalTime?.toISOString() ?? null,
    available_seats: trip.availableSeats,
    total_seats: trip.totalSeats,
    price_per_seat: Number(trip.pricePerSeat),
    description: trip.description,
    status: trip.status,
    status_text: TRIP_STATUS_TEXT[trip.status] ?? String(trip.status),
    bookings_count: trip.acceptedBookings,
    created_at: trip.createdAt.toISOString(),
    started_at: trip.startedAt?.toISOString() ?? null,
    sharing: false,
    updated_at: trip.updatedAt.toISOString(),
    accepts_parcels: trip.acceptsParcels,
    women_only: trip.womenOnly,
    parcel_offers: parcelOffersJson(offers),
    ...routeJson(cells),
  };
  // A trip with stopovers is expected at its arrival stop's time, which counts the stops on the way.
  const arrivalStop = cells && cells.length > 2 ? new Date(cells[cells.length - 1]![5]) : null;
  return { card, sharedUntil: sharedUntil(trip, expectedArrival(trip, { from: cityPlace(from), to: cityPlace(to) }, arrivalStop)) };
}

export async function loadTrip(executor: Executor, id: number, now: Date): Promise<Trip> {
  const [trip] = await loadTrips(executor, { where: eq(trips.id, id), now });
  if (!trip) throw new Error(`trip ${id} not found`);
  return trip;
}

/** The bookings of some trips with their passenger (id, name, avatar), oldest first, grouped by trip. */
export async function loadTripBookings(executor: Executor, tripIds: number[], passengerId?: number): Promise<Map<number, Booking[]>> {
  const byTrip = new Map<number, Booking[]>(tripIds.map((id) => [id, []]));
  if (tripIds.length === 0) return byTrip;
  const where = inArray(bookings.tripId, tripIds);
  const rows = await executor
    .select({ booking: bookings, passenger: personColumns })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.passengerId))
    .where(passengerId === undefined ? where : and(where, eq(bookings.passengerId, passengerId)))
    .orderBy(bookings.createdAt, bookings.id);
  for (const { booking, passenger } of rows) byTrip.get(booking.tripId)?.push(bookingJson(booking, passenger));
  return byTrip;
}

export type BookingPassenger = PersonRow;

/** One booking with its passenger, as booking answers carry it. */
export async function loadBookingJson(executor: Executor, booking: typeof bookings.$inferSelect) {
  const [passenger] = await executor.select(personColumns).from(users).where(eq(users.id, booking.passengerId));
  return bookingJson(booking, passenger);
}

export function bookingJson(booking: typeof bookings.$inferSelect, passenger?: BookingPassenger): Booking & { updated_at: string } {
  return {
    id: booking.id,
    trip_id: booking.tripId,
    passenger_id: booking.passengerId,
    passenger: passenger ? personNameJson(passenger) : null,
    seats: booking.seats,
    total_price: Number(booking.totalPrice),
    status: booking.status,
    status_text: BOOKING_STATUS_TEXT[booking.status] ?? String(booking.status),
    notes: booking.notes,
    from_city_id: booking.fromCityId,
    to_city_id: booking.toCityId,
    created_at: booking.createdAt.toISOString(),
    updated_at: booking.updatedAt.toISOString(),
  };
}
