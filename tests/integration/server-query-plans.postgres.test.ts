// What PostgreSQL's planner does with the trip list on the demo data (DESIGN.md §6): every search by place reads its
// legs through an index of listed legs, as do ride alerts, and no index on trips or column on conversations is kept
// that nothing uses.
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripSearch } from '../../src/server/trips/trip-list';
import { legSearch, legSearchValues, shapeOf, type LegQuery } from '../../src/server/trips/leg-search';
import { loadNearbyPlaces } from '../../src/server/cities/nearby';
import { routeDriversQuery } from '../../src/server/announcements/route-drivers';
import { startTestServer, type TestServer } from '../helpers/server';

const START = new Date('2026-03-10T09:00:00.000Z');
let server: TestServer;
let pool: pg.Pool;
beforeAll(async () => {
  server = await startTestServer({ demo: true, clockStart: START });
  pool = (server.database.db as unknown as { $client: pg.Pool }).$client;
  await pool.query('ANALYZE');
});
afterAll(async () => server?.close());

type PlanNode = { 'Index Name'?: string; Plans?: PlanNode[] };
const indexesOf = (node: PlanNode): string[] => [...(node['Index Name'] ? [node['Index Name']] : []), ...(node.Plans ?? []).flatMap(indexesOf)];

/** The plan of one search shape (trip-list.ts `shapeOf`: d date, h drivers hidden by a block, …) with these values. */
async function planOf(shape: string, values: Record<string, unknown>): Promise<PlanNode> {
  const query = tripSearch(server.database.db, shape).toSQL();
  const params = fillPlaceholders(query.params, { now: START.toISOString(), limit: 20, offset: 0, ...values });
  const { rows } = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${query.sql}`, params);
  return rows[0]!['QUERY PLAN'][0].Plan;
}

/**
 * The plan of a statement with sequential scans discouraged: the demo's few hundred legs are read faster whole, so what
 * this shows is that the statement's predicates let the partial indexes serve it (a predicate written differently from
 * the index's would leave only the whole table). npm run bench:server measures the choice on 100,000 trips.
 */
async function indexedPlanOf(statement: SQL, values: Record<string, unknown> = {}): Promise<PlanNode> {
  const query = new PgDialect().sqlToQuery(statement);
  const params = fillPlaceholders(query.params, values);
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('set local enable_seqscan = off');
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${query.sql}`, params);
    return rows[0]!['QUERY PLAN'][0].Plan;
  } finally {
    await client.query('rollback');
    client.release();
  }
}

/** The plan of a search by place (leg-search.ts) with these values. */
async function legPlanOf(values: Partial<LegQuery>): Promise<PlanNode> {
  const nearby = await loadNearbyPlaces(server.database.db);
  const query: LegQuery = { now: START.toISOString(), limit: 20, offset: 0, ...values };
  return indexedPlanOf(legSearch(shapeOf(query)), legSearchValues(nearby, query));
}

const cityId = async (name: string) => (await pool.query<{ id: number }>('select id from cities where name = $1', [name])).rows[0]!.id;

describe('the trip list on PostgreSQL', () => {
  it('reads a route search, a departure search and an arrival search through the listed legs’ indexes', async () => {
    const [tunis, sousse] = [await cityId('Tunis'), await cityId('Sousse')];
    const plans = {
      all: await planOf('', {}),
      day: await planOf('d', { dayStart: '2026-03-12T23:00:00.000Z', dayEnd: '2026-03-13T23:00:00.000Z' }),
      route: await legPlanOf({ from: tunis, to: sousse }),
      routeOnADay: await legPlanOf({ from: tunis, to: sousse, dayStart: '2026-03-12T23:00:00.000Z', dayEnd: '2026-03-13T23:00:00.000Z' }),
      from: await legPlanOf({ from: tunis }),
      to: await legPlanOf({ to: sousse }),
      // A viewer in a block (safety/blocked-people.ts): the same indexes, the hidden drivers filtered as rows are read.
      allHiding: await planOf('h', { hidden: [1, 2] }),
      routeHiding: await legPlanOf({ from: tunis, to: sousse, hidden: [1, 2] }),
    };
    const used = Object.fromEntries(Object.entries(plans).map(([name, plan]) => [name, [...new Set(indexesOf(plan))].sort()]));
    expect(used.all).toContain('trips_listed_departure_index');
    expect(used.route).toContain('trip_legs_listed_route_index');
    expect(used.routeOnADay).toContain('trip_legs_listed_route_index');
    expect(used.from).toContain('trip_legs_listed_from_index');
    expect(used.to).toContain('trip_legs_listed_to_index');
    expect(used.allHiding).toContain('trips_listed_departure_index');
    expect(used.routeHiding).toContain('trip_legs_listed_route_index');
    const indexes = await pool.query<{ indexname: string }>("select indexname from pg_indexes where tablename = 'trips'");
    expect(indexes.rows.map((r) => r.indexname)).not.toEqual(expect.arrayContaining(['trips_listed_route_index']));
  });

  it('finds the drivers of a route for a ride alert through an index by route and publication time, and the listed legs’', async () => {
    // announcements/route-drivers.ts: every status counts for a trip's own ends (a driver who completed the route is
    // the best one to tell); the legs of listed trips count too.
    const nearby = await loadNearbyPlaces(server.database.db);
    const request = { departureCityId: await cityId('Tunis'), arrivalCityId: await cityId('Sousse'), userId: 0 };
    const used = indexesOf(await indexedPlanOf(routeDriversQuery(nearby, request, START)));
    expect(used).toContain('trips_route_created_index');
    expect(used).toContain('trip_legs_listed_route_index');
    const indexes = await pool.query<{ indexname: string }>("select indexname from pg_indexes where tablename = 'trips'");
    expect(indexes.rows.map((r) => r.indexname)).not.toContain('trips_route_departure_index');
  });

  it('keeps no column that nothing reads', async () => {
    const { rows } = await pool.query<{ column_name: string }>("select column_name from information_schema.columns where table_name = 'conversations'");
    expect(rows.map((r) => r.column_name)).not.toContain('last_message_at');
  });
});
