// The vehicle form's fields (spec 001 §5) as the vehicle routes and the become-driver application read them.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { fieldErrors } from '../../contract/errors';
import { vehicleFields } from '../../contract/vehicles';
import type { Tx } from '../db/client';
import { vehicles } from '../db/schema';

export type VehicleValues = z.output<typeof vehicleFields>;

/** One spelling per plate: "185 tu  4521" and "185 TU 4521" are the same car. */
export const normalizePlate = (plate: string) => plate.trim().replace(/\s+/g, ' ').toUpperCase();

/**
 * The vehicle's fields from `fields`, or null with the refusals added to `errors` under `prefix` (`vehicle.make` for
 * the application's `vehicle[make]`).
 */
export function readVehicleValues(fields: Record<string, unknown>, errors: Record<string, string[]>, prefix = ''): VehicleValues | null {
  const parsed = vehicleFields.safeParse(fields);
  if (!parsed.success) {
    for (const [field, messages] of Object.entries(fieldErrors(parsed.error.issues))) errors[`${prefix}${field}`] = messages;
    return null;
  }
  return { ...parsed.data, plate_number: normalizePlate(parsed.data.plate_number) };
}

/** The columns a vehicle row takes from the form. */
export const vehicleColumnsOf = (values: VehicleValues) => ({
  make: values.make,
  model: values.model,
  year: values.year,
  color: values.color,
  plateNumber: values.plate_number,
  comfortLevel: values.comfort_level,
  insuranceNumber: values.insurance_number,
  technicalInspectionExpiry: values.technical_inspection_expiry,
});

/** Another vehicle already carries this plate (compared in upper case, as stored). */
export async function plateTaken(tx: Tx, plate: string, exceptVehicleId?: number): Promise<boolean> {
  const same = sql`upper(${vehicles.plateNumber}) = ${plate}`;
  const [row] = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(exceptVehicleId === undefined ? same : and(same, ne(vehicles.id, exceptVehicleId)));
  return row !== undefined;
}

export const vehicleById = async (tx: Tx, id: number) => (await tx.select().from(vehicles).where(eq(vehicles.id, id)).for('update'))[0] ?? null;
