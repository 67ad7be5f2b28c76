// Parcels as the contract's `parcel` describes them, always as one viewer sees them: the sender gets the codes and the
// recipient's link once accepted, the driver the code lock; the timeline oldest first.
import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Parcel, ParcelEvent } from '../../contract/parcels';
import { PARCEL_STATUS, PARCEL_STATUS_TEXT } from '../../contract/statuses';
import type { Executor } from '../db/client';
import { parcelEvents, parcels, trips, users, vehicles, type ParcelEventRow, type ParcelRow } from '../db/schema';
import { personColumns, personNameJson } from '../accounts/person-json';
import { arrivalCity, cityJson, departureCity } from '../cities/route-json';
import { deriveSecrets, trackingPath } from './codes';

const sender = alias(users, 'sender');
const senderColumns = { id: sender.id, firstName: sender.firstName, lastName: sender.lastName, image: sender.image };

/** Refused and cancelled parcels hand nothing over: their codes are not shown any more. */
const CODES_DEAD: readonly number[] = [PARCEL_STATUS.refused, PARCEL_STATUS.cancelled];

export const parcelEventJson = (row: Pick<ParcelEventRow, 'status' | 'at' | 'note'>): ParcelEvent => ({
  status: row.status,
  status_text: PARCEL_STATUS_TEXT[row.status] ?? String(row.status),
  at: row.at.toISOString(),
  note: row.note,
});

/** Each parcel's timeline, oldest first. */
export async function loadParcelEvents(executor: Executor, parcelIds: number[]): Promise<Map<number, ParcelEvent[]>> {
  const byParcel = new Map<number, ParcelEvent[]>();
  if (parcelIds.length === 0) return byParcel;
  const rows = await executor.select().from(parcelEvents).where(inArray(parcelEvents.parcelId, parcelIds)).orderBy(asc(parcelEvents.at), asc(parcelEvents.id));
  for (const row of rows) {
    const list = byParcel.get(row.parcelId) ?? [];
    list.push(parcelEventJson(row));
    byParcel.set(row.parcelId, list);
  }
  return byParcel;
}

export function parcelsQuery(executor: Executor) {
  return executor
    .select({
      parcel: parcels,
      trip: trips,
      driver: personColumns,
      sender: senderColumns,
      vehicle: { model: vehicles.model, color: vehicles.color, plate_number: vehicles.plateNumber },
      departureCity,
      arrivalCity,
    })
    .from(parcels)
    .innerJoin(trips, eq(trips.id, parcels.tripId))
    .innerJoin(users, eq(users.id, trips.driverId))
    .innerJoin(sender, eq(sender.id, parcels.senderId))
    .leftJoin(vehicles, eq(vehicles.id, trips.vehicleId))
    .innerJoin(departureCity, eq(departureCity.id, trips.departureCityId))
    .innerJoin(arrivalCity, eq(arrivalCity.id, trips.arrivalCityId))
    .$dynamic();
}
export type ParcelJoinedRow = Awaited<ReturnType<ReturnType<typeof parcelsQuery>['execute']>>[number];

/** What only the sender sees: the two codes and the recipient's page, derived again from the secret. */
function senderSecrets(parcel: ParcelRow, secret: string) {
  if (parcel.pickupCodeHash === null || CODES_DEAD.includes(parcel.status)) return {};
  const secrets = deriveSecrets(secret, parcel.id, parcel.codeNonce);
  return { pickup_code: secrets.pickupCode, delivery_code: secrets.deliveryCode, tracking_url: trackingPath(secrets.trackingToken) };
}

export function parcelJson(row: ParcelJoinedRow, events: ParcelEvent[], viewerId: number, secret: string): Parcel {
  const { parcel, trip } = row;
  const isSender = parcel.senderId === viewerId;
  const isDriver = trip.driverId === viewerId;
  return {
    id: parcel.id,
    trip_id: parcel.tripId,
    sender_id: parcel.senderId,
    sender: personNameJson(row.sender),
    driver_id: trip.driverId,
    size: parcel.size,
    weight: Number(parcel.weight),
    description: parcel.description,
    declared_value: parcel.declaredValue === null ? null : Number(parcel.declaredValue),
    pickup_place: parcel.pickupPlace,
    dropoff_place: parcel.dropoffPlace,
    recipient_name: parcel.recipientName,
    recipient_phone: parcel.recipientPhone,
    from_city_id: parcel.fromCityId,
    to_city_id: parcel.toCityId,
    // Private: fetched through the API with the viewer's token, never from /storage/.
    photo_url: parcel.photo ? `/api/parcels/${parcel.id}/photo` : null,
    price: Number(parcel.price),
    status: parcel.status,
    status_text: PARCEL_STATUS_TEXT[parcel.status] ?? String(parcel.status),
    created_at: parcel.createdAt.toISOString(),
    updated_at: parcel.updatedAt.toISOString(),
    events,
    ...(isSender ? senderSecrets(parcel, secret) : {}),
    ...(isDriver ? { code_locked_until: parcel.codeLockedUntil?.toISOString() ?? null } : {}),
    trip: {
      id: trip.id,
      departure_time: trip.departureTime.toISOString(),
      departure_city: cityJson(row.departureCity),
      arrival_city: cityJson(row.arrivalCity),
      status: trip.status,
      started_at: trip.startedAt?.toISOString() ?? null,
      driver: personNameJson(row.driver),
      vehicle: row.vehicle?.model ? { model: row.vehicle.model, color: row.vehicle.color, plate_number: row.vehicle.plate_number } : null,
    },
  };
}

/** The parcels matching `where`, newest first, as `viewerId` sees each. */
export async function loadParcelsJson(
  executor: Executor,
  where: SQL | undefined,
  viewerId: number,
  secret: string,
  page?: { limit: number; offset: number },
): Promise<Parcel[]> {
  const ordered = parcelsQuery(executor).where(where).orderBy(desc(parcels.createdAt), desc(parcels.id));
  const rows = page ? await ordered.limit(page.limit).offset(page.offset) : await ordered;
  const events = await loadParcelEvents(
    executor,
    rows.map((r) => r.parcel.id),
  );
  return rows.map((row) => parcelJson(row, events.get(row.parcel.id) ?? [], viewerId, secret));
}

export async function loadParcelJson(executor: Executor, id: number, viewerId: number, secret: string): Promise<Parcel> {
  const [found] = await loadParcelsJson(executor, eq(parcels.id, id), viewerId, secret);
  if (!found) throw new Error(`parcel ${id} vanished`);
  return found;
}
