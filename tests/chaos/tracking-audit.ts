// The live-tracking part of the chaos verdict: every point the driver's phone kept is on the server unless its batch
// was refused (none lost), none is there twice, and each person's newest point of a trip equals the server's.
import type pg from 'pg';
import type { ChaosSnapshot } from '../../src/app/chaos-snapshot';

export async function trackingDifferences(
  client: pg.Client,
  snap: ChaosSnapshot,
  role: 'driver' | 'passenger',
): Promise<{ differences: string[]; points: number }> {
  const differences: string[] = [];
  const tripIds = [...new Set([...snap.positions.map((point) => point.trip_id), ...snap.tracking.map((row) => row.trip_id)])];
  const stored = await client.query<{ trip_id: number; at: string; copies: string }>(
    'select trip_id, (extract(epoch from recorded_at) * 1000)::bigint::text as at, count(*)::text as copies from trip_positions where trip_id = any($1) group by trip_id, recorded_at',
    [tripIds],
  );
  const onServer = new Set(stored.rows.map((row) => `${row.trip_id}:${row.at}`));
  for (const row of stored.rows) if (Number(row.copies) > 1) differences.push(`point ${row.trip_id}@${row.at}: ${row.copies} copies on the server`);
  const trips = await client.query<{ id: number; started_at: string | null; sharing_ended_at: string | null; status: number }>(
    'select id, started_at, sharing_ended_at, status from trips where id = any($1)',
    [tripIds],
  );
  const tripsOnServer = new Map(trips.rows.map((row) => [row.id, row]));
  const refused = new Set(snap.outbox.filter((entry) => entry.state === 'failed').map((entry) => entry.id));

  if (role === 'driver') {
    // A trip deleted on the server took its points with it.
    for (const point of snap.positions.filter((candidate) => tripsOnServer.has(candidate.trip_id))) {
      const key = `${point.trip_id}:${point.recorded_at}`;
      if (!onServer.has(key) && !refused.has(point._entryId)) differences.push(`point ${key}: kept on the driver's phone, not on the server`);
      if (onServer.has(key) && point._sent !== 1) differences.push(`point ${key}: on the server, still waiting on the phone`);
    }
  }
  // The newest point each person's screen shows, against the server's newest.
  const newest = await client.query<{ trip_id: number; at: string }>(
    'select trip_id, to_char(max(recorded_at) at time zone \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"\') as at from trip_positions where trip_id = any($1) group by trip_id',
    [tripIds],
  );
  const newestOf = new Map(newest.rows.map((row) => [row.trip_id, row.at]));
  for (const row of snap.tracking.filter((candidate) => tripsOnServer.has(candidate.trip_id))) {
    const server = newestOf.get(row.trip_id) ?? null;
    const device = row.last_point ? new Date(row.last_point.recorded_at).toISOString() : null;
    if (server !== device) differences.push(`tracking ${row.trip_id}: newest point on the server ${server}, on the ${role}'s device ${device}`);
    const trip = tripsOnServer.get(row.trip_id)!;
    const sharing = trip.started_at !== null && trip.sharing_ended_at === null && trip.status !== 2 && trip.status !== 4;
    if (row.sharing !== sharing) differences.push(`tracking ${row.trip_id}.sharing: server ${sharing}, device ${row.sharing}`);
  }
  return { differences, points: stored.rows.length };
}
