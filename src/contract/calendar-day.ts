// What a day and a time of day look like in a list's filters, without zod: the schemas and the address readers share it.

/** HH:mm, 00:00 to 23:59. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** YYYY-MM-DD, as written; whether the day exists is isCalendarDate's question. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD day that exists (2026-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}
