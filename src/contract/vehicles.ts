// Vehicles as trips use them (the full vehicle with documents arrives with the vehicles feature).
import { z } from 'zod';

export const vehicleSummary = z
  .object({
    id: z.number().int(),
    make: z.string(),
    model: z.string(),
    year: z.coerce.number().int().nullable().optional(),
    color: z.string().nullable().optional(),
    plate_number: z.string().nullable().optional(),
    /** Some backends name it license_plate. */
    license_plate: z.string().nullable().optional(),
    comfort_level: z.string().nullable().optional(),
    photo_url: z.string().nullable().optional(),
    is_valid: z.boolean().optional(),
  })
  .transform((v) => ({ ...v, plate_number: v.plate_number ?? v.license_plate ?? null }));
export type VehicleSummary = z.output<typeof vehicleSummary>;

/** `GET /api/vehicles/all`: the user's own vehicles for selects; `{data: [...]}` or a bare list. */
export const vehiclesResponse = z
  .union([z.object({ data: z.array(vehicleSummary) }), z.array(vehicleSummary)])
  .transform((body) => (Array.isArray(body) ? body : body.data));
