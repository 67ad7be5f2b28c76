// What the chaos run's edits start from, as the edit screens do: the form of a trip, a travel request or a vehicle read
// back from the row the device holds, and the small PDFs it attaches where a screen would take a file.
import { db, type AnnouncementRow, type TripRow, type VehicleRow } from '../db/database';
import type { TripForm } from '../db/commands/trips';
import type { TravelRequestForm } from '../db/commands/announcements';
import type { VehicleForm } from '../db/commands/vehicles';

/** A small PDF carrying the change's marker: the server recognises it by its bytes. */
const pdf = (marker: string) => new Blob([`%PDF-1.4\n% ${marker}\n%%EOF\n`], { type: 'application/pdf' });

/** One file per type; expirable types get a date a year ahead. */
export const documentFiles = async (typeIds: number[], marker: string) =>
  Promise.all(
    typeIds.map(async (typeId) => {
      const type = await db.documentTypes.get(typeId);
      const expiryDate = type?.is_expirable ? new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10) : undefined;
      return { typeId, file: pdf(marker), filename: `${marker.replace('#', '-')}-${typeId}.pdf`, ...(expiryDate ? { expiryDate } : {}) };
    }),
  );

export const vehicleFormOf = (vehicle: VehicleRow): VehicleForm => ({
  make: vehicle.make,
  model: vehicle.model,
  year: vehicle.year,
  color: vehicle.color,
  plate_number: vehicle.plate_number,
  comfort_level: (vehicle.comfort_level ?? 'basic') as VehicleForm['comfort_level'],
  insurance_number: vehicle.insurance_number ?? '',
  technical_inspection_expiry: (vehicle.technical_inspection_expiry ?? '2030-01-01').slice(0, 10),
});

/** Where a trip or a travel request goes from and to, as both forms take it. */
const placesOf = (row: TripRow | AnnouncementRow) => ({
  departure_city_id: row.departure_city_id,
  arrival_city_id: row.arrival_city_id,
  departure_location: row.departure_location ?? '',
  arrival_location: row.arrival_location ?? '',
});

export const tripFormOf = (trip: TripRow): TripForm => ({
  ...placesOf(trip),
  departure_time: trip.departure_time,
  available_seats: trip.available_seats,
  price_per_seat: trip.price_per_seat,
  description: trip.description ?? '',
  vehicle_id: trip.vehicle_id ?? trip.vehicle?.id ?? 0,
});

export const requestFormOf = (row: AnnouncementRow): TravelRequestForm => ({
  ...placesOf(row),
  desired_departure_time: row.desired_departure_time,
  seats_needed: row.seats_needed,
  max_price_per_seat: row.max_price_per_seat ?? undefined,
  description: row.description ?? null,
  luggage_size: row.luggage_size ?? 'Standard',
  additional_notes: row.additional_notes ?? null,
});
