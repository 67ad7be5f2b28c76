// The travel-request part of "each mirror equals the server": the passenger's requests (status, seats, text) and the
// offers on them; the driver's own offers (status, price, message).
import type pg from 'pg';
import type { ChaosSnapshot } from '../../src/app/chaos-snapshot';
import { compare } from './compare';

export async function requestDifferences(client: pg.Client, snap: ChaosSnapshot): Promise<string[]> {
  const differences: string[] = [];
  const userId = snap.userId!;
  const requests = await client.query<{ id: number; status: number; seats_needed: number; description: string | null }>(
    'select id, status, seats_needed, description from announcements where user_id = $1',
    [userId],
  );
  const requestFields = (row: { status: number; seats_needed: number; description?: string | null; desired_departure_time?: string }) => ({
    seats_needed: row.seats_needed,
    description: row.description ?? null,
  });
  compare(
    'my request',
    new Map(requests.rows.map((row) => [row.id, requestFields(row)])),
    new Map(snap.announcements.filter((row) => row.user_id === userId && !row._deleted).map((row) => [row.id, requestFields(row)])),
    differences,
  );
  // The stored status is 1 for an open request past its time; the device reads both as the same stored value.
  const statusOf = new Map(requests.rows.map((row) => [row.id, row.status]));
  for (const row of snap.announcements.filter((candidate) => candidate.user_id === userId && !candidate._deleted)) {
    if (statusOf.has(row.id) && statusOf.get(row.id) !== row.status && row.status !== 3)
      differences.push(`my request ${row.id}.status: server ${statusOf.get(row.id)}, device ${row.status}`);
  }

  const proposalFields = (row: { status: number; proposed_price: number | string; message?: string | null }) => ({
    status: row.status,
    proposed_price: Number(row.proposed_price),
    message: row.message ?? null,
  });
  const onMine = await client.query<{ id: number; status: number; proposed_price: string; message: string | null }>(
    'select p.id, p.status, p.proposed_price, p.message from proposals p join announcements a on a.id = p.announcement_id where a.user_id = $1 and p.status <> 3',
    [userId],
  );
  // Offers on the requests this device shows (there is no "my offers" list to pull the others from).
  const shown = snap.announcements.filter((row) => row.id > 0 && !row._deleted).map((row) => row.id);
  const mine = await client.query<{ id: number; status: number; proposed_price: string; message: string | null }>(
    'select id, status, proposed_price, message from proposals where driver_id = $1 and status <> 3 and announcement_id = any($2)',
    [userId, shown],
  );
  const myRequestIds = new Set(requests.rows.map((row) => row.id));
  compare(
    'offer on my request',
    new Map(onMine.rows.map((row) => [row.id, proposalFields(row)])),
    new Map(snap.proposals.filter((row) => myRequestIds.has(row.announcement_id) && row.status !== 3).map((row) => [row.id, proposalFields(row)])),
    differences,
  );
  compare(
    'my offer',
    new Map(mine.rows.map((row) => [row.id, proposalFields(row)])),
    new Map(snap.proposals.filter((row) => row.driver_id === userId && row.status !== 3).map((row) => [row.id, proposalFields(row)])),
    differences,
  );
  return differences;
}
