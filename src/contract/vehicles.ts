// Vehicles: the summary trips and selects use, the owner's full vehicle with its documents, and the vehicle form.
import { z } from 'zod';
import { userDocument } from './documents';

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

/** Spec 001 §5: comfort level basic, comfort or luxury. */
export const COMFORT_LEVELS = ['basic', 'comfort', 'luxury'] as const;
export const COMFORT_LEVEL_TEXT: Record<(typeof COMFORT_LEVELS)[number], string> = {
  basic: 'Basic',
  comfort: 'Comfort',
  luxury: 'Luxury',
};

/** A vehicle is "Valide" once every required vehicle document is approved, otherwise "En vérification". */
export const vehicleValidityText = (isValid: boolean | undefined) => (isValid ? 'Valide' : 'En vérification');

/** The owner's vehicle with its documents (`GET /api/vehicles`, and the answers of add and edit). */
export const vehicle = z.object({
  id: z.number().int(),
  make: z.string(),
  model: z.string(),
  year: z.coerce.number().int(),
  color: z.string(),
  plate_number: z.string(),
  comfort_level: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  insurance_number: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  technical_inspection_expiry: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  photo: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  photo_url: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  is_valid: z.boolean(),
  documents: z.array(userDocument).default([]),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
});
export type Vehicle = z.output<typeof vehicle>;

export const myVehiclesResponse = z
  .union([z.object({ data: z.array(vehicle) }), z.array(vehicle)])
  .transform((body) => (Array.isArray(body) ? body : body.data));

export const vehicleResponse = z.object({ message: z.string(), data: vehicle });
export type VehicleResponse = z.infer<typeof vehicleResponse>;

const required = (label: string) =>
  z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`);
const thisYear = () => new Date().getFullYear();

/**
 * The vehicle form's text fields (spec 001 §5), sent as multipart with `photo` and `documents[typeId]`; the become-driver
 * wizard sends the same fields as `vehicle[field]`. Years run from 1980 to next year (new models come early).
 */
export const vehicleFields = z.object({
  make: required('make').max(60),
  model: required('model').max(60),
  year: z.coerce
    .number({ error: 'The year field is required.' })
    .int('The year must be an integer.')
    .min(1980, 'The year must be at least 1980.')
    .refine((y) => y <= thisYear() + 1, 'The year may not be in the future.'),
  color: required('color').max(40),
  plate_number: required('plate number').max(20),
  comfort_level: z.enum(COMFORT_LEVELS, { error: 'The selected comfort level is invalid.' }),
  insurance_number: required('insurance number').max(60),
  technical_inspection_expiry: z.iso.date({ error: 'The technical inspection expiry must be a valid date.' }),
  delete_photo: z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((v) => v === true || v === '1' || v === 'true'),
});
export type VehicleFields = z.input<typeof vehicleFields>;

export const vehicleMessages = {
  added: 'Véhicule ajouté avec succès',
  updated: 'Véhicule mis à jour avec succès',
  deleted: 'Véhicule supprimé avec succès',
  addFailed: "Erreur lors de l'ajout",
  updateFailed: 'Erreur lors de la mise à jour',
  loadFailed: 'Erreur lors du chargement des véhicules',
  driversOnly: 'Only approved drivers can add vehicles.',
  plateTaken: 'The plate number has already been taken.',
  inUse: 'This vehicle is used by an upcoming trip or a pending proposal.',
  photoType: 'The photo must be a file of type: jpg, jpeg, png.',
} as const;
