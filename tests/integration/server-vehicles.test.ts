// Mes Véhicules: the owner's list with documents and validity, add (approved drivers, every required paper), edit
// (fields, photo, papers not yet approved), delete (not while something upcoming uses it), and the trip form's list.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myVehiclesResponse, vehicleResponse } from '../../src/contract/vehicles';
import { DRIVER_VERIFICATION } from '../../src/contract/user';
import { call, createVerifiedUser, logIn, type SignedInUser, type TestServer } from '../helpers/server';
import {
  addVehicleForm,
  appendFile,
  createDriver,
  createStaff,
  dateFromNow,
  expectFieldErrors,
  publishTrip,
  staffDecides,
  TEST_PDF,
  testImage,
  tripForm,
  uniquePlate,
  vehicleFormFields,
  type TestDriver,
} from '../helpers/marketplace';
import { createAnnouncement, sendProposal } from '../helpers/announcements';
import { aDriver, startServerWith } from '../helpers/server-cast';
import type { StorageFolder } from '../../src/server/storage/files';
import { storedNames } from '../helpers/stored-files';

let server: TestServer;
let driver: TestDriver;
let staff: SignedInUser;
beforeAll(async () => {
  ({ server, driver } = await startServerWith(aDriver));
  staff = await createStaff(server);
});
afterAll(async () => server?.close());

const stored = async (folder: StorageFolder) => storedNames(server, folder);
const addVehicle = (who: SignedInUser, form: FormData, headers: Record<string, string> = {}) =>
  call(server, 'POST', '/api/vehicles', { token: who.token, form, headers });
const myVehicles = async (who: SignedInUser) => myVehiclesResponse.parse((await call(server, 'GET', '/api/vehicles', { token: who.token })).body);
function editForm(fields: Record<string, string>) {
  const form = new FormData();
  form.append('_method', 'PUT');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

describe('POST /api/vehicles', () => {
  it('adds a vehicle with its photo and papers; it reads "En vérification" until staff approve every required one', async () => {
    const form = addVehicleForm(server, { plate_number: ' 201 tu  5544 ' });
    appendFile(form, 'photo', await testImage('jpeg'), 'car.jpg', 'image/jpeg');
    const answer = await addVehicle(driver, form);
    expect(answer.status).toBe(201);
    const { message, data } = vehicleResponse.parse(answer.body);
    expect(message).toBe('Véhicule ajouté avec succès');
    expect(data).toMatchObject({ make: 'Renault', model: 'Clio', year: 2019, plate_number: '201 TU 5544', comfort_level: 'comfort', is_valid: false });
    expect(data.photo_url).toMatch(/^\/storage\/vehicles\/[a-f0-9-]+\.jpg$/);
    expect((await fetch(`${server.url}${data.photo_url}`)).headers.get('content-type')).toBe('image/jpeg');
    expect(data.documents.map((d) => [d.document_type_id, d.status_text, d.expiry_date !== null])).toEqual([
      [3, 'En attente', false],
      [4, 'En attente', true],
      [5, 'En attente', true],
    ]);

    for (const document of data.documents.slice(0, 2))
      expect((await staffDecides(server, staff, 'documents', document.id, { decision: 'approve' })).status).toBe(200);
    expect((await myVehicles(driver)).find((v) => v.id === data.id)!.is_valid).toBe(false);
    expect((await staffDecides(server, staff, 'documents', data.documents[2]!.id, { decision: 'approve' })).status).toBe(200);
    const listed = (await myVehicles(driver)).find((v) => v.id === data.id)!;
    expect(listed.is_valid).toBe(true);
    expect(listed.documents.every((d) => d.status_text === 'Approuvé')).toBe(true);

    // Past its insurance's end date the car is no longer valid, and the paper reads Expiré.
    server.clock.advance(400 * 24 * 60 * 60_000);
    try {
      const later = (await myVehicles(await logIn(server, driver.phone, driver.password))).find((v) => v.id === data.id)!;
      expect(later.is_valid).toBe(false);
      expect(later.documents.find((d) => d.document_type_id === 4)).toMatchObject({ status: 3, status_text: 'Expiré' });
    } finally {
      server.clock.advance(-400 * 24 * 60 * 60_000);
    }

    // The trip form's short list still lists it.
    const all = await call(server, 'GET', '/api/vehicles/all', { token: driver.token });
    expect(all.body.data.find((v: { id: number }) => v.id === data.id)).toEqual({
      id: data.id,
      make: 'Renault',
      model: 'Clio',
      year: 2019,
      color: 'Gris',
      plate_number: '201 TU 5544',
      comfort_level: 'comfort',
      photo_url: data.photo_url,
      is_valid: true,
    });
  });

  it('is for approved drivers only', async () => {
    const passenger = await createVerifiedUser(server);
    const pending = await createDriver(server, DRIVER_VERIFICATION.pending);
    for (const who of [passenger, pending]) {
      const answer = await addVehicle(who, addVehicleForm(server));
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: 'Only approved drivers can add vehicles.', code: 'forbidden' });
    }
    expect((await call(server, 'POST', '/api/vehicles', { form: addVehicleForm(server) })).status).toBe(401);
    expect((await call(server, 'GET', '/api/vehicles')).status).toBe(401);
  });

  it('names every refused field: missing paper, bad year, past expiry, wrong bytes, unknown type, bad photo', async () => {
    const before = await stored('documents');
    const form = new FormData();
    for (const [name, value] of Object.entries(vehicleFormFields(server, { year: '1950', comfort_level: 'rocket', make: '' }))) form.append(name, value);
    appendFile(form, 'documents[3]', Buffer.from('not a pdf at all'), 'carte-grise.pdf');
    appendFile(form, 'documents[4]', TEST_PDF);
    form.append('expiry_dates[4]', dateFromNow(server, -1));
    appendFile(form, 'documents[1]', TEST_PDF);
    appendFile(form, 'photo', TEST_PDF, 'car.png', 'image/png');
    expectFieldErrors(await addVehicle(driver, form), {
      make: ['The make field is required.'],
      year: ['The year must be at least 1980.'],
      comfort_level: ['The selected comfort level is invalid.'],
      photo: ['The photo must be a file of type: jpg, jpeg, png.'],
      'documents.3': ['The file must be a file of type: pdf, jpg, jpeg, png.'],
      'expiry_dates.4': ['The expiry date must be a date after today.'],
      'documents.1': ['The selected document type is invalid.'],
      'documents.5': ['This document is required.'],
    });

    const noExpiry = new FormData();
    for (const [name, value] of Object.entries(vehicleFormFields(server))) noExpiry.append(name, value);
    for (const typeId of [3, 4, 5]) appendFile(noExpiry, `documents[${typeId}]`, TEST_PDF);
    noExpiry.append('expiry_dates[5]', 'demain');
    expectFieldErrors(await addVehicle(driver, noExpiry), {
      'expiry_dates.4': ['The expiry date is required for this document.'],
      'expiry_dates.5': ['The expiry date must be a valid date.'],
    });

    const oversized = addVehicleForm(server);
    appendFile(oversized, 'photo', Buffer.concat([await testImage('png'), Buffer.alloc(5 * 1024 * 1024)]), 'big.png', 'image/png');
    expectFieldErrors(await addVehicle(driver, oversized), { photo: ['The photo must not be greater than 5120 kilobytes.'] });
    expect(await stored('documents')).toEqual(before);
  });

  it('refuses a plate already registered, whatever its spelling', async () => {
    const first = await addVehicle(driver, addVehicleForm(server, { plate_number: '222 TU 1000' }));
    expect(first.status).toBe(201);
    expectFieldErrors(await addVehicle(driver, addVehicleForm(server, { plate_number: '222 tu 1000' })), {
      plate_number: ['The plate number has already been taken.'],
    });
  });

  it('stores a replayed add once, with no orphan file', async () => {
    const before = { documents: (await stored('documents')).length, vehicles: (await myVehicles(driver)).length };
    const headers = { 'Idempotency-Key': `vehicle-${driver.user.id}` };
    const form = () => addVehicleForm(server, { plate_number: '230 TU 7007' });
    const first = await addVehicle(driver, form(), headers);
    const again = await addVehicle(driver, form(), headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect((await myVehicles(driver)).length).toBe(before.vehicles + 1);
    expect((await stored('documents')).length).toBe(before.documents + 3);
  });
});

describe('POST /api/vehicles/{id} (_method=PUT)', () => {
  it('edits the fields, replaces the photo and a paper not yet approved, then delete_photo removes the photo', async () => {
    const form = addVehicleForm(server);
    appendFile(form, 'photo', await testImage('png'), 'car.png', 'image/png');
    const added = vehicleResponse.parse((await addVehicle(driver, form)).body).data;
    const registration = added.documents.find((d) => d.document_type_id === 3)!;
    expect((await staffDecides(server, staff, 'documents', registration.id, { decision: 'reject', reason: 'Illisible' })).status).toBe(200);

    const edit = editForm(vehicleFormFields(server, { color: 'Noir', plate_number: added.plate_number }));
    appendFile(edit, 'photo', await testImage('jpeg'), 'new.jpg', 'image/jpeg');
    appendFile(edit, 'documents[3]', TEST_PDF);
    const answer = await call(server, 'POST', `/api/vehicles/${added.id}`, { token: driver.token, form: edit });
    expect(answer.status).toBe(200);
    const { message, data } = vehicleResponse.parse(answer.body);
    expect(message).toBe('Véhicule mis à jour avec succès');
    expect(data.color).toBe('Noir');
    expect(data.photo_url).not.toBe(added.photo_url);
    expect((await fetch(`${server.url}${added.photo_url}`)).status).toBe(404);
    expect(data.documents.find((d) => d.document_type_id === 3)).toMatchObject({ id: registration.id, status: 0, rejection_reason: null });

    const removed = await call(server, 'PUT', `/api/vehicles/${added.id}`, {
      token: driver.token,
      form: editForm({ ...vehicleFormFields(server, { plate_number: added.plate_number }), delete_photo: '1' }),
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data.photo_url).toBeNull();
    expect((await fetch(`${server.url}${data.photo_url}`)).status).toBe(404);
  });

  it('refuses to replace an approved paper, another owner, and an unknown vehicle', async () => {
    const added = vehicleResponse.parse((await addVehicle(driver, addVehicleForm(server))).body).data;
    const registration = added.documents.find((d) => d.document_type_id === 3)!;
    await staffDecides(server, staff, 'documents', registration.id, { decision: 'approve' });
    const edit = editForm(vehicleFormFields(server, { plate_number: added.plate_number }));
    appendFile(edit, 'documents[3]', TEST_PDF);
    expectFieldErrors(await call(server, 'POST', `/api/vehicles/${added.id}`, { token: driver.token, form: edit }), {
      'documents.3': ['Ce document a été validé et ne peut plus être modifié'],
    });

    const other = await createDriver(server);
    const theirs = await call(server, 'POST', `/api/vehicles/${added.id}`, { token: other.token, form: editForm(vehicleFormFields(server)) });
    expect(theirs.status).toBe(403);
    expect((await call(server, 'DELETE', `/api/vehicles/${added.id}`, { token: other.token })).status).toBe(403);
    expect((await call(server, 'POST', '/api/vehicles/999999', { token: driver.token, form: editForm(vehicleFormFields(server)) })).status).toBe(404);
    expect((await call(server, 'DELETE', '/api/vehicles/999999', { token: driver.token })).status).toBe(404);
    // Still the owner's, unchanged.
    expect((await myVehicles(driver)).find((v) => v.id === added.id)!.plate_number).toBe(added.plate_number);
  });
  it('sends the papers of a car whose plate changed back to staff: it no longer reads "Valide"', async () => {
    const added = vehicleResponse.parse((await addVehicle(driver, addVehicleForm(server))).body).data;
    for (const document of added.documents) await staffDecides(server, staff, 'documents', document.id, { decision: 'approve' });
    expect((await myVehicles(driver)).find((v) => v.id === added.id)!.is_valid).toBe(true);
    // The colour alone keeps the papers as they are.
    const repainted = await call(server, 'POST', `/api/vehicles/${added.id}`, {
      token: driver.token,
      form: editForm(vehicleFormFields(server, { color: 'Bleu', plate_number: added.plate_number })),
    });
    expect(repainted.body.data.is_valid).toBe(true);
    const answer = await call(server, 'POST', `/api/vehicles/${added.id}`, {
      token: driver.token,
      form: editForm(vehicleFormFields(server, { plate_number: uniquePlate() })),
    });
    expect(answer.status).toBe(200);
    const { data } = vehicleResponse.parse(answer.body);
    expect(data.is_valid).toBe(false);
    expect(data.documents.map((d) => d.status_text)).toEqual(['En attente', 'En attente', 'En attente']);
  });
});

describe('DELETE /api/vehicles/{id}', () => {
  it('refuses while an upcoming trip or a pending proposal uses it, then deletes it with its files', async () => {
    const owner = await createDriver(server);
    const form = addVehicleForm(server);
    appendFile(form, 'photo', await testImage('png'), 'car.png', 'image/png');
    const vehicle = vehicleResponse.parse((await addVehicle(owner, form)).body).data;
    const files = [...(await stored('documents')), ...(await stored('vehicles'))].length;

    const trip = await publishTrip(server, owner, { vehicle_id: vehicle.id });
    expectFieldErrors(await call(server, 'DELETE', `/api/vehicles/${vehicle.id}`, { token: owner.token }), {
      vehicle: ['This vehicle is used by an upcoming trip or a pending proposal.'],
    });
    expect((await call(server, 'PATCH', `/api/trips/${trip.id}/cancel`, { token: owner.token })).status).toBe(200);

    const passenger = await createVerifiedUser(server);
    const announcement = await createAnnouncement(server, passenger);
    const proposal = await sendProposal(server, { ...owner, vehicleId: vehicle.id }, announcement.id);
    expect(proposal.status).toBe(201);
    expect((await call(server, 'DELETE', `/api/vehicles/${vehicle.id}`, { token: owner.token })).status).toBe(422);
    expect((await call(server, 'DELETE', `/api/proposals/${proposal.body.proposal.id}`, { token: owner.token })).status).toBe(200);

    const deleted = await call(server, 'DELETE', `/api/vehicles/${vehicle.id}`, { token: owner.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Véhicule supprimé avec succès' });
    expect((await myVehicles(owner)).map((v) => v.id)).not.toContain(vehicle.id);
    expect([...(await stored('documents')), ...(await stored('vehicles'))].length).toBe(files - 4);
    expect((await fetch(`${server.url}${vehicle.photo_url}`)).status).toBe(404);
  });

  it('leaves trips and proposals only the driver own vehicles', async () => {
    const other = await createDriver(server);
    const trip = await call(server, 'POST', '/api/trips', { token: other.token, json: await tripForm(server, other, { vehicle_id: driver.vehicleId }) });
    expectFieldErrors(trip, { vehicle_id: ['The selected vehicle is invalid.'] });
    const announcement = await createAnnouncement(server, await createVerifiedUser(server));
    expectFieldErrors(await sendProposal(server, { ...other, vehicleId: driver.vehicleId }, announcement.id), {
      vehicle_id: ['The selected vehicle is invalid.'],
    });
  });
});

describe('photos', () => {
  it('keep no EXIF either', async () => {
    const photo = await sharp(await testImage('jpeg'))
      .withExif({ IFD0: { Make: 'CameraOfSami' } })
      .toBuffer();
    const form = addVehicleForm(server);
    appendFile(form, 'photo', photo, 'car.jpg', 'image/jpeg');
    const data = vehicleResponse.parse((await addVehicle(driver, form)).body).data;
    const served = Buffer.from(await (await fetch(`${server.url}${data.photo_url}`)).arrayBuffer());
    expect(served.includes(Buffer.from('CameraOfSami'))).toBe(false);
    expect((await sharp(served).metadata()).exif).toBeUndefined();
  });
});
