// Dates and times of day as Tunisians read them: Tunisia keeps UTC+1 all year, so the conversion is exact.
//
// If Tunisia ever changes its offset (or brings back summer time, as in 2005-2008), TUNIS_UTC_OFFSET_MINUTES is the
// one constant to change for a fixed offset; a seasonal one would need the offset of each instant instead (Intl with
// timeZone 'Africa/Tunis', whose tz data the runtime updates), here and nowhere else: every time a client sends and
// every Tunis day the server or the app computes goes through this file. Times already stored are instants and stay right.
import { TUNIS_UTC_OFFSET_MINUTES } from './trip-limits';

const OFFSET_MS = TUNIS_UTC_OFFSET_MINUTES * 60_000;

/**
 * "2026-12-01 08:00", "2026-12-01T08:00:00.000", optionally followed by "Z" or "±hh:mm" (or "±hhmm"): the forms of
 * a time the forms and the spec's Laravel answers use.
 */
const CLIENT_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** Minutes east of UTC that a time's suffix says; no suffix is Tunis. */
function offsetMinutes(suffix: string | undefined): number {
  if (suffix === undefined) return TUNIS_UTC_OFFSET_MINUTES;
  if (suffix.toUpperCase() === 'Z') return 0;
  const digits = suffix.replace(':', '');
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
  return suffix.startsWith('-') ? -minutes : minutes;
}

/**
 * The instant (ms since the epoch) of a time a client sent, or NaN when it is not one. A time without an offset is
 * Tunis wall time (the spec's Laravel form "2026-12-01 08:00:00"), whatever the machine's TZ says (DESIGN.md §12);
 * a time with "Z" or an offset is kept as sent.
 */
export function clientInstant(value: string): number {
  const parts = CLIENT_TIME.exec(value.trim());
  if (!parts) return NaN;
  const [y, mo, d, h, mi, s = '0', ms = '0', suffix] = parts.slice(1) as [string, string, string, string, string, string?, string?, string?];
  const fields = [Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), Number(ms.padEnd(3, '0'))] as const;
  const wall = new Date(Date.UTC(...fields));
  // Date.UTC rolls "2026-02-30" over into March: a day or an hour that does not exist is not a time.
  const exists =
    wall.getUTCFullYear() === fields[0] &&
    wall.getUTCMonth() === fields[1] &&
    wall.getUTCDate() === fields[2] &&
    wall.getUTCHours() === fields[3] &&
    wall.getUTCMinutes() === fields[4] &&
    wall.getUTCSeconds() === fields[5];
  return exists ? wall.getTime() - offsetMinutes(suffix) * 60_000 : NaN;
}

/** The same as a Date, for the columns that store it. */
export const clientDate = (value: string) => new Date(clientInstant(value));

/** The UTC instants [start, end) of a calendar day (YYYY-MM-DD) in Tunis. */
export function tunisDayRange(date: string): { start: string; end: string } {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const start = Date.UTC(y, m - 1, d) - OFFSET_MS;
  return { start: new Date(start).toISOString(), end: new Date(start + 86_400_000).toISOString() };
}

/** Minutes since midnight in Tunis of an instant. */
export function tunisMinutesOfDay(iso: string): number {
  const local = new Date(Date.parse(iso) + OFFSET_MS);
  return local.getUTCHours() * 60 + local.getUTCMinutes();
}

/** "HH:mm" → minutes since midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** The Tunis calendar day (YYYY-MM-DD) of an instant. */
export function tunisDate(iso: string | number): string {
  return new Date((typeof iso === 'number' ? iso : Date.parse(iso)) + OFFSET_MS).toISOString().slice(0, 10);
}

/** A `datetime-local` input value (Tunis wall time) → ISO instant, and back. */
export function tunisLocalToIso(local: string): string {
  return new Date(Date.parse(`${local}:00Z`) - OFFSET_MS).toISOString();
}
export function isoToTunisLocal(iso: string): string {
  return new Date(Date.parse(iso) + OFFSET_MS).toISOString().slice(0, 16);
}
