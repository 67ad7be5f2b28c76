// Answers of `GET /api/trips` (and the counts its pages share) kept by their normalised search, until a write to
// what they show commits or time reorders the list.
import type { FastifyRequest } from 'fastify';
import { TRIP_FILTER_KEYS } from '../../contract/trips';
import { scopeOf, type WriteGeneration } from './write-generation';

/** Bounds what a write that no process announced (SQL by hand, a lost notice) may leave stale. */
const MAX_AGE_MS = 60_000;
/** Searches kept at most; beyond it the oldest go first. A page is ~15 KB, so ~30 MB at worst. */
const MAX_ENTRIES = 2_000;
/** Searches asked once lately, remembered by their key alone (see `answer`). */
const MAX_ASKED_ONCE = 20_000;

interface Entry<T> {
  stamp: string;
  /** The clock (context.now) when read, and until when the answer stays true. */
  readAt: number;
  until: number;
  value: Promise<T>;
  /** Asked by another request while being read, or asked before: kept once read. */
  wanted: boolean;
}

export interface FreshRead<T> {
  value: T;
  /** When it changes with no write (the next upcoming departure passes): it expires then. */
  changesAt: Date | null;
}

export interface TripListKey {
  /**
   * The query values that decide the answer, as `listTrips` reads them (trimmed, first of repeated keys, empty ones
   * dropped), plus the origin and path that its page URLs repeat. Other query values are ignored there and here.
   */
  key: string;
  /** The cities it is filtered by, which decide the writes that change it (see write-generation.ts). */
  scope: string;
}

export function tripListKey(request: FastifyRequest): TripListKey {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const given: Record<string, string> = {};
  // Joined once rather than added to piece by piece: `+=` makes a rope of every piece, and each remembered key (some
  // 20,000 of them) would then be a dozen objects for the garbage collector rather than one.
  const parts = [`${request.protocol}://${request.host}${request.url.split('?')[0]}`];
  for (const name of [...TRIP_FILTER_KEYS, 'page']) {
    const raw = query[name];
    const single = Array.isArray(raw) ? raw[0] : raw;
    if (typeof single !== 'string' || single.trim() === '') continue;
    given[name] = single.trim();
    parts.push(`&${name}=${encodeURIComponent(given[name])}`);
  }
  const key = parts.join('');
  // Number() as the filter's coercion reads it; a value it refuses gets a 422, which is never cached.
  const city = (name: string) => (given[name] === undefined ? undefined : Number(given[name]));
  return { key, scope: scopeOf(city('departure_city_id'), city('arrival_city_id')) };
}

export class TripListCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #askedOnce = new Set<string>();
  readonly #generation: WriteGeneration;

  constructor(generation: WriteGeneration) {
    this.#generation = generation;
  }

  /**
   * The cached answer for `key`, else `load`'s, shared with the requests that ask meanwhile. The stamp is taken
   * before reading: a read that overlaps a write is filed under the stamp that write ends, so never served.
   *
   * An answer is kept from the second asking of its search on (as nginx's `proxy_cache_min_uses 2`): most searches
   * are asked once, and keeping each of their answers only filled the memory with pages nobody read again, whose
   * collection slowed every answer (the uncached mix of npm run bench:server without bookings: p99 114–125 ms
   * keeping them, 89–98 ms not).
   */
  answer(key: string, scope: string, now: Date, load: () => Promise<FreshRead<T>>): Promise<T> {
    // Deaf to other processes' writes for now (see write-announcement.ts): read through, keep nothing.
    if (!this.#generation.trusted) return load().then(({ value }) => value);
    const stamp = this.#generation.stampOf(scope);
    const at = now.getTime();
    const kept = this.#entries.get(key);
    if (kept && kept.stamp === stamp && at >= kept.readAt && at <= kept.until) {
      kept.wanted = true;
      return kept.value;
    }

    // A search whose answer was kept until now (a write or time outdated it) is wanted again at once.
    const wanted = kept !== undefined || this.#askedOnce.delete(key);
    const entry: Entry<T> = { stamp, readAt: at, until: at + MAX_AGE_MS, value: Promise.resolve(undefined as never), wanted };
    entry.value = load().then(({ value, changesAt }) => {
      if (changesAt) entry.until = Math.min(entry.until, changesAt.getTime());
      if (!entry.wanted && this.#entries.get(key) === entry) {
        this.#entries.delete(key);
        this.#askedOnce.add(key);
        if (this.#askedOnce.size > MAX_ASKED_ONCE) this.#askedOnce.delete(this.#askedOnce.values().next().value!);
      }
      return value;
    });
    // A failed read (a refused filter, a lost connection) is not kept: the next request tries again.
    entry.value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    if (this.#entries.size > MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    return entry.value;
  }
}
