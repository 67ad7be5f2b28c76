// Dates and times of day as Tunisians read them: Tunisia keeps UTC+1 all year, so the conversion is exact.
import { TUNIS_UTC_OFFSET_MINUTES } from './trip-limits';

const OFFSET_MS = TUNIS_UTC_OFFSET_MINUTES * 60_000;

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
