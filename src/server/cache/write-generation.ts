// Stamps that change after every committed write to what a trip list shows, so answers cached under an older stamp
// are never served. A write that changed trips or bookings changes only the stamps of the lists that may show
// them (its routes, their departure and arrival cities, the unfiltered list); a change to drivers, vehicles,
// ratings or cities changes every stamp.
//
// One process: `runMutation` (every write of the API goes through it) reports the changes after the commit,
// before the answer leaves, so the writer's next read sees its write. Several processes on PostgreSQL: the write
// also NOTIFYs them inside its transaction and every process LISTENs (write-announcement.ts); a notice arrives a
// few milliseconds after the commit, so another process may serve the previous answer for that long.

/** What a committed write changed: everything, or the trips and bookings of some routes ("from:to" city ids). */
export type TripChanges = { everything: true } | { everything: false; routes: string[] };

/** Which lists a search reads: `from:to`, with `*` for a city the search leaves open. */
export const scopeOf = (from: number | undefined, to: number | undefined) => `${from ?? '*'}:${to ?? '*'}`;

export class WriteGeneration {
  #everything = 0;
  readonly #near: (cityId: number) => number[];
  readonly #scopes = new Map<string, number>();
  #heard = true;

  /**
   * `near`: the places whose searches find a stop at this one (itself and those within NEARBY_KM, cities/nearby.ts);
   * a leg written between two stops outdates the searches between any places near each.
   */
  constructor(near: (cityId: number) => number[] = (cityId) => [cityId]) {
    this.#near = near;
  }

  /** Changes when a write may have changed a list of this scope. */
  stampOf(scope: string): string {
    return `${this.#everything}.${this.#scopes.get(scope) ?? 0}`;
  }

  /** False while this process may miss other processes' writes (its LISTEN connection is down): cache nothing. */
  get trusted(): boolean {
    return this.#heard;
  }

  /** Called once a write has committed; lists read before it, in the scopes it touched, are outdated. */
  changed(changes: TripChanges): void {
    if (changes.everything) {
      this.#everything += 1;
      return;
    }
    const bumped = new Set<string>(['*:*']);
    for (const route of changes.routes) {
      const [from = '', to = ''] = route.split(':');
      const froms = this.#near(Number(from));
      const tos = this.#near(Number(to));
      for (const f of froms) bumped.add(`${f}:*`);
      for (const t of tos) bumped.add(`*:${t}`);
      for (const f of froms) for (const t of tos) bumped.add(`${f}:${t}`);
    }
    for (const scope of bumped) this.#scopes.set(scope, (this.#scopes.get(scope) ?? 0) + 1);
  }

  /** Writes elsewhere may go unheard from now on. */
  deafen(): void {
    this.#heard = false;
    this.changed({ everything: true });
  }

  /** Listening again: whatever was missed meanwhile is behind new stamps. */
  hear(): void {
    this.#heard = true;
    this.changed({ everything: true });
  }
}
