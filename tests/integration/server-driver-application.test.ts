// Becoming a driver: the application with its vehicle and papers in one write, one live application per user, the
// staff desk that decides (404 for everyone else), the user told of every decision, and a new driver at work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsResponse } from '../../src/contract/notifications';
import { userDocumentsResponse } from '../../src/contract/profile';
import { staffDesk } from '../../src/contract/staff';
import { myVehiclesResponse, vehicleResponse } from '../../src/contract/vehicles';
import { call, createVerifiedUser, registerUser, type SignedInUser, type TestServer } from '../helpers/server';
import {
  addVehicleForm,
  appendFile,
  applicationForm,
  createStaff,
  dateFromNow,
  expectFieldErrors,
  expectStoredAnswer,
  publishTrip,
  staffDecides,
  TEST_PDF,
  testImage,
  vehicleFormFields,
} from '../helpers/marketplace';
import { aStaffMember, startServerWith } from '../helpers/server-cast';
import { storedNames } from '../helpers/stored-files';

let server: TestServer;
let staff: SignedInUser;
beforeAll(async () => void ({ server, staff } = await startServerWith(aStaffMember)));
afterAll(async () => server?.close());

const apply = (who: SignedInUser, form: FormData, headers: Record<string, string> = {}) =>
  call(server, 'POST', '/api/driver-verifications', { token: who.token, form, headers });
const desk = async () => {
  const answer = await call(server, 'GET', '/api/staff/desk', { token: staff.token });
  expect(answer.status).toBe(200);
  return staffDesk.parse(answer.body);
};
const applicationOf = async (who: SignedInUser) => (await desk()).driver_applications.find((a) => a.user.id === who.user.id);
const notificationsOf = async (who: SignedInUser) =>
  notificationsResponse.parse((await call(server, 'GET', '/api/notifications', { token: who.token })).body).notifications;
const profileOf = async (who: SignedInUser) => (await call(server, 'GET', '/api/profile', { token: who.token })).body;
const storedDocuments = async () => (await storedNames(server, 'documents')).length;

describe('from passenger to driver', () => {
  it('applies with files, staff approve the papers then the application, the user is told and drives a second car', async () => {
    const applicant = await createVerifiedUser(server, { first_name: 'Mehdi', last_name: 'Zouari' });
    const form = applicationForm(server, { make: 'Kia', model: 'Picanto', plate_number: '240 TU 1111' });
    form.set('user_documents[1]', new Blob([new Uint8Array(await testImage('jpeg'))], { type: 'image/jpeg' }), 'cin.jpg');
    const answer = await apply(applicant, form);
    expect(answer.status).toBe(201);
    const body = userDocumentsResponse.parse(answer.body);
    expect(body.message).toBe('Votre demande a été envoyée. Elle sera examinée sous peu.');
    expect(body.is_driver).toBe(false);
    expect(body.user.driver_verification).toMatchObject({ status: 0 });
    expect(body.user.documents.map((d) => [d.document_type_id, d.status_text])).toEqual([
      [1, 'En attente'],
      [2, 'En attente'],
    ]);
    const [vehicle] = myVehiclesResponse.parse((await call(server, 'GET', '/api/vehicles', { token: applicant.token })).body);
    expect(vehicle).toMatchObject({ make: 'Kia', model: 'Picanto', plate_number: '240 TU 1111', is_valid: false });
    expect(vehicle!.documents.map((d) => d.document_type_id)).toEqual([3, 4, 5]);
    expect((await notificationsOf(staff)).map((n) => n.title)).toContain('Nouvelle demande de chauffeur');

    const application = (await applicationOf(applicant))!;
    expect(application).toMatchObject({ status: 0, ready: false, user: { full_name: 'Mehdi Zouari', phone: applicant.phone } });
    expect(application.documents.map((d) => d.document_type_id)).toEqual([1, 2, 3, 4, 5]);
    expect(application.documents.find((d) => d.document_type_id === 4)!.vehicle).toMatchObject({ id: vehicle!.id, plate_number: '240 TU 1111' });
    const pending = await desk();
    expect(pending.user_documents.filter((d) => d.user.id === applicant.user.id)).toHaveLength(2);
    expect(pending.vehicle_documents.filter((d) => d.user.id === applicant.user.id)).toHaveLength(3);

    expectFieldErrors(await staffDecides(server, staff, 'driver-verifications', application.id, { decision: 'approve' }), {
      decision: ['Approve the required documents of this application first.'],
    });
    for (const document of application.documents) {
      const decided = await staffDecides(server, staff, 'documents', document.id, { decision: 'approve' });
      expect(decided.status).toBe(200);
      expect(decided.body).toEqual({ message: 'Document approuvé' });
    }
    expect((await applicationOf(applicant))!.ready).toBe(true);
    const approved = await staffDecides(server, staff, 'driver-verifications', application.id, { decision: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body).toEqual({ message: 'Demande approuvée' });
    expect(await applicationOf(applicant)).toBeUndefined();
    expectFieldErrors(await staffDecides(server, staff, 'driver-verifications', application.id, { decision: 'approve' }), {
      decision: ['This item was already decided.'],
    });

    const told = await notificationsOf(applicant);
    expect(told.map((n) => n.message)).toEqual(
      expect.arrayContaining([
        "Votre carte d'identité a été approuvée",
        'Votre permis de conduire a été approuvé',
        'Votre assurance (Kia Picanto, 240 TU 1111) a été approuvée',
        'Votre demande de chauffeur a été approuvée. Vous pouvez publier vos trajets.',
      ]),
    );
    expect(told.every((n) => n.web_url === '/profile')).toBe(true);
    const profile = await profileOf(applicant);
    expect(profile.is_driver).toBe(true);
    expect(profile.user.driver_verification).toMatchObject({ status: 1 });

    const second = await call(server, 'POST', '/api/vehicles', { token: applicant.token, form: addVehicleForm(server, { make: 'Toyota', model: 'Yaris' }) });
    expect(second.status).toBe(201);
    const secondVehicle = vehicleResponse.parse(second.body).data;
    const trip = await publishTrip(server, { ...applicant, vehicleId: secondVehicle.id });
    expect(trip).toMatchObject({ vehicle_id: secondVehicle.id, vehicle: { make: 'Toyota', model: 'Yaris' } });
    expect((await call(server, 'GET', `/api/users/${applicant.user.id}`)).body.user.is_verified).toBe(true);
  });

  it('keeps one live application; a rejected one, told with its reason, is sent again with its car', async () => {
    const applicant = await createVerifiedUser(server);
    expect((await apply(applicant, applicationForm(server, { plate_number: '241 TU 2222' }))).status).toBe(201);
    expectFieldErrors(await apply(applicant, applicationForm(server)), { driver_verification: ['You already have a driver application.'] });

    const application = (await applicationOf(applicant))!;
    const rejected = await staffDecides(server, staff, 'driver-verifications', application.id, { decision: 'reject', reason: 'Permis illisible' });
    expect(rejected.body).toEqual({ message: 'Demande rejetée' });
    expect((await notificationsOf(applicant))[0]).toMatchObject({
      title: 'Demande rejetée',
      message: 'Votre demande de chauffeur a été rejetée : Permis illisible',
      web_url: '/profile',
    });
    expect((await profileOf(applicant)).user.driver_verification).toMatchObject({ status: 2, rejection_reason: 'Permis illisible' });

    // Its papers are still waiting, so sending again needs only the licence anew; the car is the same one.
    const again = new FormData();
    for (const [name, value] of Object.entries(vehicleFormFields(server, { plate_number: '241 tu 2222', color: 'Vert' })))
      again.append(`vehicle[${name}]`, value);
    appendFile(again, 'user_documents[2]', TEST_PDF);
    const resent = await apply(applicant, again);
    expect(resent.status).toBe(201);
    expect(resent.body.user.driver_verification).toMatchObject({ status: 0, rejection_reason: null });
    const vehicles = myVehiclesResponse.parse((await call(server, 'GET', '/api/vehicles', { token: applicant.token })).body);
    expect(vehicles).toHaveLength(1);
    expect(vehicles[0]).toMatchObject({ plate_number: '241 TU 2222', color: 'Vert' });
    expect((await applicationOf(applicant))!.id).toBe(application.id);
  });

  it('tells an applicant who reads Arabic of each decision in Arabic, the car as written', async () => {
    const applicant = await createVerifiedUser(server);
    expect((await call(server, 'PUT', '/api/user/locale', { token: applicant.token, json: { locale: 'ar' } })).status).toBe(200);
    expect((await apply(applicant, applicationForm(server, { make: 'Kia', model: 'Rio', plate_number: '243 TU 4444' }))).status).toBe(201);
    const application = (await applicationOf(applicant))!;
    const insurance = application.documents.find((d) => d.document_type_id === 4)!;
    const licence = application.documents.find((d) => d.document_type_id === 2)!;
    expect((await staffDecides(server, staff, 'documents', licence.id, { decision: 'approve' })).status).toBe(200);
    expect((await staffDecides(server, staff, 'documents', insurance.id, { decision: 'reject', reason: 'illisible' })).status).toBe(200);
    expect((await staffDecides(server, staff, 'driver-verifications', application.id, { decision: 'reject', reason: 'papiers' })).status).toBe(200);
    const told = (await notificationsOf(applicant)).map((n) => [n.title, n.message]);
    expect(told).toEqual(
      expect.arrayContaining([
        [expect.any(String), 'تمت الموافقة على وثيقتك: رخصة السياقة'],
        [expect.any(String), 'رُفضت وثيقتك: التأمين (Kia Rio, 243 TU 4444). السبب: illisible'],
        [expect.any(String), 'رُفض طلبك لتصبح سائقًا. السبب: papiers'],
      ]),
    );
    // Titles too: no French word is left but what people typed.
    for (const [title] of told) expect(title).toMatch(/^[\u0600-\u06FF\s]+$/);
  });

  it('counts an identity card handed in before, and refuses to replace it once approved', async () => {
    const applicant = await createVerifiedUser(server);
    const form = new FormData();
    appendFile(form, 'documents[1]', TEST_PDF);
    const card = (await call(server, 'POST', '/api/user/documents', { token: applicant.token, form })).body.user.documents[0];
    await staffDecides(server, staff, 'documents', card.id, { decision: 'approve' });
    expectFieldErrors(await apply(applicant, applicationForm(server)), {
      'user_documents.1': ['Ce document a été validé et ne peut plus être modifié'],
    });
    const withoutCard = applicationForm(server);
    withoutCard.delete('user_documents[1]');
    expect((await apply(applicant, withoutCard)).status).toBe(201);
    expect((await applicationOf(applicant))!.documents.find((d) => d.document_type_id === 1)).toMatchObject({ id: card.id, status: 1 });
  });

  it('names every refused field and stores nothing', async () => {
    const applicant = await createVerifiedUser(server);
    const before = await storedDocuments();
    const form = new FormData();
    for (const [name, value] of Object.entries(vehicleFormFields(server, { year: '2999', make: '' }))) form.append(`vehicle[${name}]`, value);
    appendFile(form, 'user_documents[1]', Buffer.from('%PNG but not really'), 'cin.png', 'image/png');
    appendFile(form, 'vehicle_documents[3]', TEST_PDF);
    appendFile(form, 'vehicle_documents[4]', TEST_PDF);
    form.append('expiry_dates[4]', dateFromNow(server, 0));
    appendFile(form, 'vehicle_documents[1]', TEST_PDF);
    expectFieldErrors(await apply(applicant, form), {
      'vehicle.make': ['The make field is required.'],
      'vehicle.year': ['The year may not be in the future.'],
      'user_documents.1': ['The file must be a file of type: pdf, jpg, jpeg, png.'],
      'user_documents.2': ['This document is required.'],
      'vehicle_documents.1': ['The selected document type is invalid.'],
      'expiry_dates.4': ['The expiry date must be a date after today.'],
      'vehicle_documents.5': ['This document is required.'],
    });
    expect(await storedDocuments()).toBe(before);
    const profile = await profileOf(applicant);
    expect(profile.user.driver_verification).toBeNull();
    expect(profile.user.vehicles).toEqual([]);

    const unverified = await registerUser(server);
    expect((await apply(unverified, applicationForm(server))).status).toBe(403);
    expect((await call(server, 'POST', '/api/driver-verifications', { form: applicationForm(server) })).status).toBe(401);
  });

  it('stores a replayed application once, with no orphan file', async () => {
    const applicant = await createVerifiedUser(server);
    const before = await storedDocuments();
    const headers = { 'Idempotency-Key': `apply-${applicant.user.id}` };
    const form = () => applicationForm(server, { plate_number: '242 TU 3333' });
    const first = await apply(applicant, form(), headers);
    const again = await apply(applicant, form(), headers);
    expect(first.status).toBe(201);
    expectStoredAnswer(first, again);
    expect(await storedDocuments()).toBe(before + 5);
    expect((await desk()).driver_applications.filter((a) => a.user.id === applicant.user.id)).toHaveLength(1);
  });
});

describe('the staff desk', () => {
  it('does not exist for anyone but staff: 404 when signed in, 401 without a token', async () => {
    const applicant = await createVerifiedUser(server);
    expect((await apply(applicant, applicationForm(server))).status).toBe(201);
    const application = (await applicationOf(applicant))!;
    const someone = await createVerifiedUser(server);
    const unverified = await registerUser(server);
    const calls = [
      ['GET', '/api/staff/desk', undefined],
      ['POST', `/api/staff/documents/${application.documents[0]!.id}/decision`, { decision: 'approve' }],
      ['POST', `/api/staff/driver-verifications/${application.id}/decision`, { decision: 'reject', reason: 'Pas moi' }],
      ['GET', '/api/staff/parcel-problems', undefined],
      ['POST', '/api/staff/parcel-problems/1/resolve', { note: 'Réglé' }],
    ] as const;
    for (const [method, url, json] of calls) {
      for (const who of [someone, unverified, applicant]) {
        const answer = await call(server, method, url, { token: who.token, json });
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ message: 'Not found.', code: 'not_found' });
      }
      expect((await call(server, method, url, { json })).status).toBe(401);
    }
    // Nothing was decided by those calls.
    const untouched = (await applicationOf(applicant))!;
    expect(untouched.status).toBe(0);
    expect(untouched.documents.every((d) => d.status === 0)).toBe(true);
    expect((await profileOf(someone)).user.is_staff).toBe(false);
    expect((await profileOf(staff)).user.is_staff).toBe(true);
  });

  it('asks a reason for a rejection, and answers 404 for what does not exist', async () => {
    const applicant = await createVerifiedUser(server);
    const form = new FormData();
    appendFile(form, 'documents[1]', TEST_PDF);
    const id = (await call(server, 'POST', '/api/user/documents', { token: applicant.token, form })).body.user.documents[0].id;
    const noReason = await staffDecides(server, staff, 'documents', id, { decision: 'reject' } as never);
    expect(noReason.status).toBe(422);
    expect(Object.keys(noReason.body.errors)).toEqual(['reason']);
    expect((await staffDecides(server, staff, 'documents', 999999, { decision: 'approve' })).status).toBe(404);
    expect((await staffDecides(server, staff, 'driver-verifications', 999999, { decision: 'approve' })).status).toBe(404);

    const headers = { 'Idempotency-Key': `decide-${id}` };
    const first = await staffDecides(server, staff, 'documents', id, { decision: 'reject', reason: 'Document coupé' }, headers);
    const again = await staffDecides(server, staff, 'documents', id, { decision: 'reject', reason: 'Document coupé' }, headers);
    expect([first.status, again.status]).toEqual([200, 200]);
    const told = (await notificationsOf(applicant)).filter((n) => n.title === 'Document rejeté');
    expect(told.map((n) => n.message)).toEqual(["Votre carte d'identité a été rejetée : Document coupé"]);
    expectFieldErrors(
      await staffDecides(server, staff, 'documents', id, { decision: 'approve' }),
      { decision: ['This item was already decided.'] },
      'already_decided',
    );
  });

  it('lets no staff member decide on their own papers', async () => {
    const form = new FormData();
    appendFile(form, 'documents[1]', TEST_PDF);
    const own = await call(server, 'POST', '/api/user/documents', { token: staff.token, form });
    const id = own.body.user.documents[0].id;
    const answer = await staffDecides(server, staff, 'documents', id, { decision: 'approve' });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('Un autre membre du staff doit décider de vos propres documents.');
    const colleague = await createStaff(server);
    expect((await staffDecides(server, colleague, 'documents', id, { decision: 'approve' })).status).toBe(200);
  });
});
