// The parcels part of the chaos verdict: each person's parcels (the sender's, or those on the driver's trips) equal the
// server's in status and trip, and no size of a trip has more parcels taken than it offers.
import type pg from 'pg';
import type { ChaosSnapshot } from '../../src/app/chaos-snapshot';
import { compare } from './compare';

export async function parcelDifferences(client: pg.Client, snap: ChaosSnapshot, role: 'driver' | 'sender'): Promise<string[]> {
  const differences: string[] = [];
  const userId = snap.userId!;
  const where = role === 'sender' ? 'p.sender_id = $1' : 't.driver_id = $1';
  const stored = await client.query<{ id: number; status: number; trip_id: number }>(
    `select p.id, p.status, p.trip_id from parcels p join trips t on t.id = p.trip_id where ${where}`,
    [userId],
  );
  const fields = (row: { status: number; trip_id: number }) => ({ status: row.status, trip_id: row.trip_id });
  const shown = snap.parcels.filter((parcel) => !parcel._deleted && (role === 'sender' ? parcel.sender_id === userId : parcel.driver_id === userId));
  compare(`parcel (${role})`, new Map(stored.rows.map((row) => [row.id, fields(row)])), new Map(shown.map((row) => [row.id, fields(row)])), differences);
  if (role === 'driver') {
    const over = await client.query<{ trip_id: number; size: string; taken: number; capacity: number; counted: string }>(
      `select o.trip_id, o.size, o.taken, o.capacity,
              (select count(*) from parcels p where p.trip_id = o.trip_id and p.size = o.size and p.status in (1, 4, 5, 6))::text as counted
         from trip_parcel_offers o join trips t on t.id = o.trip_id where t.driver_id = $1`,
      [userId],
    );
    for (const row of over.rows) {
      if (row.taken > row.capacity || Number(row.counted) > row.capacity)
        differences.push(`trip ${row.trip_id} ${row.size}: ${row.counted} parcels taken of ${row.capacity}`);
      if (Number(row.counted) !== row.taken) differences.push(`trip ${row.trip_id} ${row.size}: taken says ${row.taken}, ${row.counted} parcels hold space`);
    }
  }
  return differences;
}
