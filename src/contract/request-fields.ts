// The fields trips, travel requests and proposals share in their forms (worded as Laravel's validator words them) and
// in their answers, so each schema states only its names and limits; its own rules stay in its own schema.
import { z } from 'zod';
import { clientInstant } from './tunis-time';

/** A price as the API sends it: a decimal column arrives as a string. */
export const money = z.coerce.number();

/** Prices are stored with two decimals; a third one would be lost, so it is refused. */
export const hasTwoDecimalsAtMost = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

/** An empty form field means "not given", as Laravel's ConvertEmptyStringsToNull reads it. */
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Laravel's `boolean` rule: true, false, 1, 0, "1", "0" (and "true"/"false", as a form may send them). */
export const readBoolean = (v: unknown) => {
  if (v === 1 || v === '1' || v === 'true') return true;
  if (v === 0 || v === '0' || v === 'false') return false;
  return v;
};

/** A required reference (a city, a vehicle): anything but a positive id reads as missing. */
export const requiredId = (name: string) =>
  z.coerce
    .number({ error: `The ${name} field is required.` })
    .int(`The ${name} field is required.`)
    .positive(`The ${name} field is required.`);

/** A required number of seats within the form's own bounds, worded with the field's name. */
export const requiredSeats = (name: string, bounds: { min: number; max: number }) =>
  z.coerce
    .number({ error: `The ${name} field is required.` })
    .int(`The ${name} must be an integer.`)
    .min(bounds.min, `The ${name} must be at least ${bounds.min}.`)
    .max(bounds.max, `The ${name} must not be greater than ${bounds.max}.`);

/**
 * A required time: with an offset, or without one as Tunis wall time (tunis-time.ts, DESIGN.md §12). Whether it must
 * be in the future is the server clock's question.
 */
export const requiredInstant = (name: string) =>
  z
    .string({ error: `The ${name} field is required.` })
    .min(1, `The ${name} field is required.`)
    .refine((v) => !Number.isNaN(clientInstant(v)), `The ${name} must be a valid date.`);

/** `{data: [...]}` or a bare list, read as the list: both shapes of a Laravel collection answer. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.union([z.object({ data: z.array(item) }), z.array(item)]).transform((body) => (Array.isArray(body) ? body : body.data));

/** A route goes somewhere else: the arrival city is refused when it is the departure city. */
export function arrivalDiffersFromDeparture(body: { departure_city_id?: number; arrival_city_id?: number }, ctx: z.RefinementCtx) {
  if (body.departure_city_id && body.departure_city_id === body.arrival_city_id) {
    ctx.addIssue({ code: 'custom', path: ['arrival_city_id'], message: 'The arrival city must be different from the departure city.' });
  }
}

/**
 * The field names of a request schema (its object's keys, through refinements, pipes and preprocessing): where a
 * form places the server's field errors, read from the one schema rather than a list kept beside it.
 */
export function fieldNamesOf(schema: z.ZodType): string[] {
  const def = (schema as unknown as { _zod: { def: { type: string; shape?: object; in?: z.ZodType; out?: z.ZodType; innerType?: z.ZodType } } })._zod.def;
  if (def.type === 'object' && def.shape) return Object.keys(def.shape);
  if (def.type === 'pipe') return def.in && fieldNamesOf(def.in).length ? fieldNamesOf(def.in) : def.out ? fieldNamesOf(def.out) : [];
  if (def.innerType) return fieldNamesOf(def.innerType);
  return [];
}
