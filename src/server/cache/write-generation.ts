// A number that changes after every committed write, so answers cached under an older number are never served.
//
// One process: `runMutation` (every write of the API goes through it) bumps it after the commit. Several processes
// behind a load balancer must also hear of each other's writes. The simple way on PostgreSQL: the writing
// transaction runs `select pg_notify('mechwar_writes', '')` (delivered only if it commits), and each process keeps
// one connection on `LISTEN mechwar_writes` that bumps its own generation, and bypasses its cache while that
// connection is down. A notice arrives a few milliseconds after the commit, so another process may serve the
// previous answer for that long; read-your-writes still holds on the process that took the write. Until then the
// caches also drop answers older than a minute (see trip-list-cache.ts), which bounds staleness across processes.

export class WriteGeneration {
  #value = 0;

  get current(): number {
    return this.#value;
  }

  /** Called once a write has committed; answers read before it belong to the previous generation. */
  bump(): void {
    this.#value += 1;
  }
}
