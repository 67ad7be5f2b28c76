// The account part of "each mirror equals the server": the person's vehicles (fields, validity, documents by status),
// their personal documents by status, the language, the gender, the emergency contacts, the driver application, the
// reviews they wrote (a deleted one gone) and the people they blocked.
import type pg from 'pg';
import type { ChaosSnapshot } from '../../src/app/chaos-snapshot';
import { compare } from './compare';

const statuses = (rows: Array<{ document_type_id: number; status: number }>) =>
  rows
    .map((row) => `${row.document_type_id}:${row.status}`)
    .sort()
    .join(',');

export async function accountDifferences(client: pg.Client, snap: ChaosSnapshot): Promise<string[]> {
  const differences: string[] = [];
  const userId = snap.userId!;
  const vehicles = await client.query<{ id: number; color: string; plate_number: string }>('select id, color, plate_number from vehicles where user_id = $1', [
    userId,
  ]);
  const documents = await client.query<{ id: number; vehicle_id: number | null; document_type_id: number; status: number }>(
    'select id, vehicle_id, document_type_id, status from documents where user_id = $1',
    [userId],
  );
  const vehicleFields = (row: { id: number; color: string; plate_number: string }, docs: Array<{ document_type_id: number; status: number }>) => ({
    color: row.color,
    plate_number: row.plate_number,
    documents: statuses(docs),
  });
  compare(
    'vehicle',
    new Map(
      vehicles.rows.map((row) => [
        row.id,
        vehicleFields(
          row,
          documents.rows.filter((doc) => doc.vehicle_id === row.id),
        ),
      ]),
    ),
    new Map(snap.vehicles.filter((row) => row._ownerId === userId && !row._deleted).map((row) => [row.id, vehicleFields(row, row.documents)])),
    differences,
  );
  const mine = statuses(documents.rows.filter((doc) => doc.vehicle_id === null));
  const here = statuses(snap.me?.documents ?? []);
  if (mine !== here) differences.push(`personal documents: server ${mine || 'none'}, device ${here || 'none'}`);
  const language = await client.query<{ locale: string | null }>('select locale from users where id = $1', [userId]);
  const serverLocale = language.rows[0]?.locale ?? null;
  const deviceLocale = snap.me?.locale ?? null;
  if (serverLocale !== deviceLocale) differences.push(`account language: server ${String(serverLocale)}, device ${String(deviceLocale)}`);
  const contacts = await client.query<{ emergency_contacts: unknown; gender: string | null }>('select emergency_contacts, gender from users where id = $1', [
    userId,
  ]);
  const serverGender = contacts.rows[0]?.gender ?? null;
  const deviceGender = snap.me?.gender ?? null;
  if (serverGender !== deviceGender) differences.push(`gender: server ${String(serverGender)}, device ${String(deviceGender)}`);
  const serverContacts = JSON.stringify(contacts.rows[0]?.emergency_contacts ?? []);
  const deviceContacts = JSON.stringify(snap.me?.emergency_contacts ?? []);
  if (serverContacts !== deviceContacts) differences.push(`emergency contacts: server ${serverContacts}, device ${deviceContacts}`);
  const application = await client.query<{ status: number }>('select status from driver_verifications where user_id = $1', [userId]);
  const serverStatus = application.rows[0]?.status ?? null;
  const deviceStatus = snap.me?.driver_verification?.status ?? null;
  if (serverStatus !== deviceStatus) differences.push(`driver application: server ${String(serverStatus)}, device ${String(deviceStatus)}`);
  const written = await client.query<{ id: number }>('select id from ratings where reviewer_id = $1', [userId]);
  compare(
    'review written',
    new Map(written.rows.map((row) => [row.id, {}])),
    new Map(snap.reviews.filter((row) => row._ownerId === userId && row._direction === 'written' && !row._deleted).map((row) => [row.id, {}])),
    differences,
  );
  const blocked = await client.query<{ blocked_id: number }>('select blocked_id from blocks where blocker_id = $1', [userId]);
  compare(
    'person blocked',
    new Map(blocked.rows.map((row) => [row.blocked_id, {}])),
    new Map(snap.blocks.filter((row) => row._ownerId === userId).map((row) => [row.id, {}])),
    differences,
  );
  return differences;
}
