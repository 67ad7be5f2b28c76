// Trip cards kept as JSON under the version of the rows they show, so a search renders only the cards that changed.
import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Executor } from '../db/client';
import { preparedPer } from '../db/prepared';
import { plannedRows } from '../db/row-plan';
import { trips } from '../db/schema';
import { legBetween, type CardStop } from '../../contract/trip-legs';
import { tripCardOf, tripCardVersion, tripsQuery, type TripCardRow } from './trip-json';

/** A trip as a list shows it: its id and the version of its card (`tripCardVersion`). */
export interface ListedTrip {
  id: number;
  version: string;
  /** The leg a search between places matched: its stops' positions, and how far each is from the place searched. */
  leg?: ListedLeg;
}

export interface ListedLeg {
  from: number;
  to: number;
  fromKm: number;
  toKm: number;
}

interface KeptCard {
  version: string;
  /** The card's JSON while not shared, and while shared (only for a trip started and not stopped). */
  json: string;
  sharedJson: string | null;
  /** Epoch ms until which the trip shows as shared (trip-json.ts `tripCardOf`). */
  sharedUntil: number;
  /**
   * Its stops, whose legs a search answers with the card (they change only with the trip's row: trip-json.ts `stops`),
   * five numbers each (`packedStops`): one array of doubles rather than an object per stop for the collector to mark.
   */
  stops: number[];
}

/**
 * Even a card nobody changed is read anew after this long: it bounds what an `xmin` that came round again (after
 * four billion transactions) could ever mistake, and frees what no search shows any more.
 */
const KEEP_MS = 10 * 60_000;

/** A whole card row, by trip id: PostgreSQL keeps the generic plan of this one by itself. */
const cardById = preparedPer((executor) =>
  plannedRows(
    tripsQuery(executor)
      .where(eq(trips.id, sql.placeholder('id')))
      .prepare('trip_card'),
  ),
);

/** Whole card rows, by trip ids (on `Database.cardReads`, generic plans: left to choose, PostgreSQL would plan each call anew). */
const cardsByIds = preparedPer((executor) =>
  plannedRows(
    tripsQuery(executor)
      .where(sql`${trips.id} = any(${sql.placeholder('ids')}::int[])`)
      .prepare('trip_cards_by_ids'),
  ),
);

/** A trip's card version, with what its page decides on (its driver and status): from the trip's row alone, when open. */
const versionById = preparedPer((executor) =>
  plannedRows(
    executor
      .select({ driverId: trips.driverId, status: trips.status, version: tripCardVersion })
      .from(trips)
      .where(eq(trips.id, sql.placeholder('id')))
      .prepare('trip_card_version'),
  ),
);

/** One trip's card as JSON, and what its page decides on. */
export interface OneCard {
  json: string;
  driverId: number;
  status: number;
}

/**
 * Rails' "Russian doll" fragment cache for trip cards: a card is kept under its version, which the database gives with
 * every read of the list, so a card is never served after any row it shows has changed, in this process or another
 * one, and no write has to tell. What a search costs is then the search itself (counts, order, page) and the cards of
 * trips that changed since. Bounded by `maxChars` of JSON (≈ bytes), least recently used first out; 0 keeps nothing.
 */
export class TripCardCache {
  readonly #kept: LRUCache<number, KeptCard> | null;
  readonly #cardReads: Executor;

  /** `cardReads`: where the cards a list lacks are read (`Database.cardReads`, connections that keep their generic plan). */
  constructor(maxChars: number, cardReads: Executor) {
    this.#cardReads = cardReads;
    this.#kept =
      maxChars > 0
        ? new LRUCache<number, KeptCard>({
            maxSize: maxChars,
            sizeCalculation: (card) => card.json.length + (card.sharedJson?.length ?? 0) + card.version.length + card.stops.length * 8 + 80,
            ttl: KEEP_MS,
            ttlAutopurge: false,
          })
        : null;
  }

  /**
   * The JSON of these trips' cards as of `now`, in their order; those not kept at their version are read in one query.
   * `sharingEndsAt`: the first moment one of them stops showing as shared with no write (sharing ends by itself 3 h
   * after the expected arrival), so that a page kept with them is kept no longer (cache/trip-list-cache.ts).
   */
  async json(listed: ListedTrip[], now: Date): Promise<{ cards: string[]; sharingEndsAt: Date | null }> {
    const found = new Map<number, KeptCard>();
    const missing: number[] = [];
    for (const { id, version } of listed) {
      const kept = this.#kept?.get(id);
      if (kept && kept.version === version) found.set(id, kept);
      else missing.push(id);
    }
    if (missing.length > 0) {
      // Read a moment after the list: a card may be newer than its version there, never older.
      for (const row of await cardsByIds(this.#cardReads).execute({ ids: missing })) found.set(row.trip.id, this.#cardOfRow(row));
    }
    // A trip deleted between the two reads drops out of the page, as does one whose stops changed so much meanwhile
    // that its leg is gone.
    const shown = listed.flatMap(({ id, leg }) => {
      const card = found.get(id);
      const more = card && leg ? legMember(card.stops, leg) : undefined;
      return card && more !== null ? [{ card, more }] : [];
    });
    const ends = shown.map(({ card }) => card.sharedUntil).filter((until) => until > now.getTime());
    return {
      cards: shown.map(({ card, more }) => (more ? `${jsonAt(card, now).slice(0, -1)},${more}}` : jsonAt(card, now))),
      sharingEndsAt: ends.length ? new Date(Math.min(...ends)) : null,
    };
  }

  /**
   * A trip's card as of `now` (its page), null when there is no such trip: when a card of it is kept, only its version
   * is read and the card is served if still current; otherwise (or if not) the whole card, in one statement.
   */
  async one(executor: Executor, id: number, now: Date): Promise<OneCard | null> {
    const kept = this.#kept?.get(id);
    if (kept) {
      const [current] = await versionById(executor).execute({ id });
      if (!current) return null;
      if (current.version === kept.version) return { json: jsonAt(kept, now), driverId: current.driverId, status: current.status };
    }
    const [row] = await cardById(executor).execute({ id });
    return row ? { json: this.jsonOfRow(row, now), driverId: row.trip.driverId, status: row.trip.status } : null;
  }

  /** The JSON of a card row read by `tripsQuery`, as of `now`: the kept one when of the same version, else made and kept. */
  jsonOfRow(row: TripCardRow, now: Date): string {
    return jsonAt(this.#cardOfRow(row), now);
  }

  /** The kept card of a row read by `tripsQuery` when of the same version, else made and kept. */
  #cardOfRow(row: TripCardRow): KeptCard {
    const kept = this.#kept?.get(row.trip.id);
    if (kept && kept.version === row.version) return kept;
    const { card, sharedUntil } = tripCardOf(row);
    const stops = packedStops(row.stops);
    const made: KeptCard = {
      version: row.version,
      json: flatString(JSON.stringify(card)),
      // Same key order: only the value changes.
      sharedJson: sharedUntil > 0 ? flatString(JSON.stringify({ ...card, sharing: true })) : null,
      sharedUntil,
      stops,
    };
    this.#kept?.set(row.trip.id, made);
    return made;
  }
}

/**
 * `text` as one flat string, copied through its UTF-8 (about 2 µs for a card). V8 returns a long JSON.stringify as a
 * rope of its parts: kept as such, the cards were a third of the heap's objects, each one more for every major
 * collection to mark and move, and under the uncached mix of npm run bench:server those collections, every few
 * seconds, stalled answers by 100 ms (p99 116–129 ms with flat cards against 139–158 ms, in alternating runs).
 */
const flatString = (text: string) => Buffer.from(text).toString();

const jsonAt = (card: KeptCard, now: Date) => (card.sharedJson !== null && now.getTime() < card.sharedUntil ? card.sharedJson : card.json);

/**
 * The JSON member `"leg":{…}` of a listed card, worked out from its stops as the device's mirror works it out (and as
 * trips/trip-stops.ts wrote it to trip_legs, from the same stops); null when those positions are not stops of it.
 * Written by hand, as the search wrote it before: every value is a number or an ISO time, nothing to escape.
 */
function legMember(packed: number[], { from, to, fromKm, toKm }: ListedLeg): string | null {
  if (!(from >= 0 && from < to && to < packed.length / STOP_NUMBERS)) return null;
  const leg = legBetween(unpackedStops(packed, from, to), 0, to - from, fromKm, toKm);
  return (
    `"leg":{"from_city_id":${leg.from_city_id},"to_city_id":${leg.to_city_id},"departure_time":"${leg.departure_time}","arrival_time":"${leg.arrival_time}",` +
    `"price_per_seat":${leg.price_per_seat},"available_seats":${leg.available_seats},"distance_km":${leg.distance_km},"from_km_away":${leg.from_km_away},"to_km_away":${leg.to_km_away}}`
  );
}

const STOP_NUMBERS = 5;

/** A card row's stops as numbers, five a stop: place, time (epoch ms), kilometres and price from the departure, seats onward. */
function packedStops(cells: TripCardRow['stops']): number[] {
  const packed: number[] = [];
  for (const [, cityId, , , , time, km, price, seats] of cells ?? []) packed.push(cityId, Date.parse(time), Number(km), Number(price), seats);
  return packed;
}

/** The stops from `from` to `to` as contract/trip-legs.ts reads them. */
function unpackedStops(packed: number[], from: number, to: number): CardStop[] {
  const stops: CardStop[] = [];
  for (let k = from; k <= to; k += 1) {
    const at = k * STOP_NUMBERS;
    stops.push({
      cityId: packed[at]!,
      time: new Date(packed[at + 1]!).toISOString(),
      kmFromDeparture: packed[at + 2]!,
      priceFromDeparture: packed[at + 3]!,
      seatsOnward: packed[at + 4]!,
    });
  }
  return stops;
}
