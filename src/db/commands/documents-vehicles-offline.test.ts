// Documents, the driver application and vehicles chosen offline: shown at once, queued with their files (Blobs), and
// replaced by the server's answer; a refusal puts back what was there; a later edit waits for the vehicle's create.
import { afterEach, describe, expect, it } from 'vitest';
import { userFixture } from '../../../tests/fixtures/user';
import { openDatabase, type MechwarDatabase } from '../database';
import { saveAuth } from '../session';
import { completeEntry, markFailed } from '../outbox-outcomes';
import { queuePlaces } from '../outbox';
import { uploadDocuments } from './documents';
import { applyForDriver } from './driver-application';
import { deleteVehicle, saveVehicle, type VehicleForm } from './vehicles';
import { deleteReview } from './reviews';
import type { OutboxEntry } from '../outbox-entry';

let db: MechwarDatabase;
async function signedIn(overrides = {}) {
  db = openDatabase(`documents-${crypto.randomUUID()}`);
  await saveAuth(db, { user: userFixture(overrides), is_driver: false, token: '1|abc', refresh_token: '2|ref' }, 1000);
  await db.documentTypes.bulkPut([
    { id: 1, name: "Carte d'identité", description: null, type: 0, is_required: true, is_expirable: false, _syncedAt: 1 },
    { id: 2, name: 'Permis de conduire', description: null, type: 0, is_required: true, is_expirable: false, _syncedAt: 1 },
    { id: 4, name: 'Assurance', description: null, type: 1, is_required: true, is_expirable: true, _syncedAt: 1 },
  ]);
  return db;
}
afterEach(async () => {
  await db?.delete();
});

const pdf = () => new Blob(['%PDF-1.4 test'], { type: 'application/pdf' });
const entryOf = async (id: string) => (await db.outbox.get(id)) as OutboxEntry;
const form: VehicleForm = {
  make: 'Kia',
  model: 'Picanto',
  year: 2021,
  color: 'Rouge',
  plate_number: '210 TU 4455',
  comfort_level: 'comfort',
  insurance_number: 'AS-77',
  technical_inspection_expiry: '2027-05-01',
};
const serverVehicle = (id: number, overrides = {}) => ({
  ...form,
  id,
  photo: null,
  photo_url: null,
  is_valid: false,
  documents: [
    {
      id: 90,
      document_type_id: 4,
      status: 0,
      status_text: 'En attente',
      file_url: null,
      file_path: null,
      rejection_reason: null,
      verified_at: null,
      expiry_date: '2027-01-01',
      updated_at: '2026-11-23T10:00:00Z',
    },
  ],
  ...overrides,
});

describe('personal documents', () => {
  it('show as pending at once and travel as files in one multipart entry', async () => {
    await signedIn();
    const id = await uploadDocuments(db, [{ typeId: 1, file: pdf(), filename: 'cin.pdf' }]);
    const me = await db.me.get(7);
    expect(me?.documents).toMatchObject([{ document_type_id: 1, status: 0, status_text: 'En attente', _localFile: 'cin.pdf' }]);
    expect(me?._pending).toContain('documents');
    const entry = await entryOf(id);
    expect(entry.kind).toBe('uploadDocuments');
    const parts = entry.body.type === 'multipart' ? entry.body.parts : [];
    expect(parts.map((part) => part.name)).toEqual(['documents[1]']);
    expect('file' in parts[0]! && parts[0].file).toBeInstanceOf(Blob);
  });

  it('replace a document the server has with updates[typeId], and a refusal puts the old one back', async () => {
    const held = {
      id: 31,
      document_type_id: 1,
      status: 2,
      status_text: 'Rejeté',
      file_url: null,
      file_path: null,
      rejection_reason: 'Floue',
      verified_at: null,
      expiry_date: null,
      updated_at: '2026-11-01T10:00:00Z',
    };
    await signedIn({ documents: [held] });
    const id = await uploadDocuments(db, [{ typeId: 1, file: pdf(), filename: 'cin-2.pdf' }]);
    const entry = await entryOf(id);
    expect(entry.body.type === 'multipart' && entry.body.parts[0]!.name).toBe('updates[1]');
    expect((await db.me.get(7))?.documents[0]).toMatchObject({ id: 31, status: 0, rejection_reason: null });
    await markFailed(db, entry, { status: 422, message: 'The file must be a file of type: pdf, jpg, jpeg, png.' });
    expect((await db.me.get(7))?.documents).toEqual([held]);
  });

  it('the answer replaces the row with the server user', async () => {
    await signedIn();
    const id = await uploadDocuments(db, [{ typeId: 1, file: pdf(), filename: 'cin.pdf' }]);
    const user = userFixture({
      documents: [
        {
          id: 40,
          document_type_id: 1,
          status: 0,
          status_text: 'En attente',
          file_url: null,
          file_path: null,
          rejection_reason: null,
          verified_at: null,
          expiry_date: null,
          updated_at: '2026-11-23T10:00:00Z',
        },
      ],
    });
    await completeEntry(db, await entryOf(id), { message: 'Vos documents ont été soumis avec succès!', user });
    const me = await db.me.get(7);
    expect(me?.documents.map((document) => document.id)).toEqual([40]);
    expect(me?._pending ?? []).toEqual([]);
  });
});

describe('the driver application', () => {
  it('shows "Demande en cours" and its vehicle at once, and sends vehicle[...] fields with every file', async () => {
    await signedIn();
    const id = await applyForDriver(db, {
      vehicle: form,
      userDocuments: [
        { typeId: 1, file: pdf(), filename: 'cin.pdf' },
        { typeId: 2, file: pdf(), filename: 'permis.pdf' },
      ],
      vehicleDocuments: [{ typeId: 4, file: pdf(), filename: 'assurance.pdf', expiryDate: '2027-01-01' }],
    });
    expect((await db.me.get(7))?.driver_verification).toEqual({ status: 0 });
    const vehicles = await db.vehicles.toArray();
    expect(vehicles).toHaveLength(1);
    expect(vehicles[0]).toMatchObject({ make: 'Kia', is_valid: false, _pending: ['*'] });
    const entry = await entryOf(id);
    const names = entry.body.type === 'multipart' ? entry.body.parts.map((part) => part.name) : [];
    expect(names).toEqual(
      expect.arrayContaining(['vehicle[make]', 'vehicle[plate_number]', 'user_documents[1]', 'user_documents[2]', 'vehicle_documents[4]', 'expiry_dates[4]']),
    );
    await completeEntry(db, entry, { message: 'ok', user: userFixture({ driver_verification: { id: 5, status: 0 } }) });
    expect(await db.vehicles.count()).toBe(0);
    expect((await db.me.get(7))?.driver_verification).toMatchObject({ status: 0 });
  });
});

describe('vehicles', () => {
  it('a vehicle added offline shows "En vérification" with its photo and files, and an edit waits for its create', async () => {
    await signedIn();
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    const add = await saveVehicle(db, form, {
      documents: [{ typeId: 4, file: pdf(), filename: 'assurance.pdf', expiryDate: '2027-01-01' }],
      photo: { file: photo, filename: 'kia.jpg' },
    });
    const [shown] = await db.vehicles.toArray();
    expect(shown!.id).toBeLessThan(0);
    expect(shown).toMatchObject({ is_valid: false, _localFiles: { 4: 'assurance.pdf' } });
    expect(shown!._localPhoto).toBeInstanceOf(Blob);
    const edit = await saveVehicle(db, { ...form, color: 'Bleu' }, { documents: [], photo: null }, shown);
    const places = queuePlaces(await db.outbox.orderBy('seq').toArray());
    expect(places.find((place) => place.entry.id === edit)?.waitsFor?.id).toBe(add);

    await completeEntry(db, await entryOf(add), { message: 'Véhicule ajouté avec succès', data: serverVehicle(12) });
    const editEntry = await entryOf(edit);
    expect(editEntry.path).toBe('/api/vehicles/12');
    const row = await db.vehicles.get(12);
    expect(row).toMatchObject({ color: 'Bleu', _ownerId: 7 });
    expect(await db.vehicles.get(shown!.id)).toBeUndefined();
    await completeEntry(db, editEntry, { message: 'Véhicule mis à jour avec succès', data: serverVehicle(12, { color: 'Bleu' }) });
    expect((await db.vehicles.get(12))?._pending ?? []).toEqual([]);
  });

  it('a deletion hides the vehicle at once and a refusal brings it back', async () => {
    await signedIn();
    await db.vehicles.put({ ...serverVehicle(12), _ownerId: 7 });
    const id = await deleteVehicle(db, (await db.vehicles.get(12))!);
    expect((await db.vehicles.get(12))?._deleted).toBe(true);
    await markFailed(db, await entryOf(id), { status: 422, message: 'This vehicle is used by an upcoming trip or a pending proposal.' });
    expect((await db.vehicles.get(12))?._deleted).toBeFalsy();
  });
});

describe('reviews', () => {
  it('only the reviewer deletes a review; it leaves the list when the server confirms', async () => {
    await signedIn();
    const person = (id: number) => ({ id, first_name: 'A', last_name: 'B' });
    const review = {
      id: 5,
      trip: null,
      reviewer: person(7),
      rating: 4,
      comment: 'Bien',
      created_at: '2026-11-01T10:00:00Z',
      status: 1,
      status_text: 'Approved',
      _ownerId: 7,
      _direction: 'written' as const,
    };
    await db.reviews.bulkPut([review, { ...review, id: 6, reviewer: person(9), _direction: 'received' }]);
    await expect(deleteReview(db, (await db.reviews.get(6))!)).rejects.toThrow('Only the reviewer');
    const id = await deleteReview(db, (await db.reviews.get(5))!);
    expect((await db.reviews.get(5))?._deleted).toBe(true);
    await completeEntry(db, await entryOf(id), { message: 'Avis supprimé avec succès' });
    expect(await db.reviews.get(5)).toBeUndefined();
  });
});
