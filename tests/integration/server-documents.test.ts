// Identity documents: the types on offer, uploads and replacements checked by their bytes, EXIF removed from images,
// private downloads for the owner and staff only, and uploads replayed with the same Idempotency-Key stored once.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentTypesResponse } from '../../src/contract/documents';
import { userDocumentsResponse } from '../../src/contract/profile';
import { call, createVerifiedUser, registerUser, type SignedInUser, type TestServer } from '../helpers/server';
import { appendFile, applicationForm, expectFieldErrors, expectStoredAnswer, staffDecides, TEST_PDF, testImage } from '../helpers/marketplace';
import { aStaffMember, startServerWith } from '../helpers/server-cast';
import { storedNames } from '../helpers/stored-files';

let server: TestServer;
let staff: SignedInUser;
beforeAll(async () => void ({ server, staff } = await startServerWith(aStaffMember)));
afterAll(async () => server?.close());

const storedDocuments = async () => storedNames(server, 'documents');
const typeIds = async (query: string, token?: string) => {
  const answer = await call(server, 'GET', `/api/document-types${query}`, { token });
  expect(answer.status).toBe(200);
  return documentTypesResponse.parse(answer.body).map((t) => t.id);
};
function upload(
  account: SignedInUser,
  files: Record<string, { content: Buffer; name?: string; type?: string }>,
  fields: Record<string, string> = {},
  headers = {},
) {
  const form = new FormData();
  for (const [field, file] of Object.entries(files)) appendFile(form, field, file.content, file.name, file.type);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return call(server, 'POST', '/api/user/documents', { token: account.token, form, headers });
}

describe('GET /api/document-types', () => {
  it('offers the identity card to everyone and the licence only with a driver application (or to the wizard)', async () => {
    const answer = await call(server, 'GET', '/api/document-types?type=0');
    expect(answer.body.data).toEqual([
      {
        id: 1,
        name: "Carte d'identité",
        description: expect.stringContaining("carte d'identité"),
        type: 0,
        is_required: true,
        is_expirable: false,
      },
    ]);
    expect(await typeIds('?type=1')).toEqual([3, 4, 5]);
    expect(await typeIds('')).toEqual([1, 3, 4, 5]);
    expect(await typeIds('?type=0&application=1')).toEqual([1, 2]);

    const applicant = await createVerifiedUser(server);
    expect(await typeIds('?type=0', applicant.token)).toEqual([1]);
    expect((await call(server, 'POST', '/api/driver-verifications', { token: applicant.token, form: applicationForm(server) })).status).toBe(201);
    expect(await typeIds('?type=0', applicant.token)).toEqual([1, 2]);
    // A dead token reads as a visitor, never 401: the list is public.
    expect(await typeIds('?type=0', 'not-a-token')).toEqual([1]);

    const insurance = (await call(server, 'GET', '/api/document-types?type=1')).body.data.find((t: { id: number }) => t.id === 4);
    expect(insurance).toMatchObject({ name: 'Assurance', is_required: true, is_expirable: true });
  });

  it('refuses an unknown kind with a field error', async () => {
    const answer = await call(server, 'GET', '/api/document-types?type=7');
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(['type']);
  });
});

describe('POST /api/user/documents', () => {
  it('stores a new identity card, lists it in the profile, and a replacement sets it back to pending', async () => {
    const account = await createVerifiedUser(server);
    const answer = await upload(account, { 'documents[1]': { content: TEST_PDF } });
    expect(answer.status).toBe(200);
    const body = userDocumentsResponse.parse(answer.body);
    expect(body.message).toBe('Vos documents ont été soumis avec succès!');
    expect(body.is_driver).toBe(false);
    expect(body.user.documents).toHaveLength(1);
    const [document] = body.user.documents;
    expect(document).toMatchObject({
      document_type_id: 1,
      document_type: { id: 1, name: "Carte d'identité" },
      status: 0,
      status_text: 'En attente',
      file_url: null,
      mime_type: 'application/pdf',
      rejection_reason: null,
      verified_at: null,
    });

    const profile = await call(server, 'GET', '/api/profile', { token: account.token });
    expect(profile.body.user.documents.map((d: { id: number }) => d.id)).toEqual([document!.id]);
    expect(profile.body.user.is_staff).toBe(false);

    expect((await staffDecides(server, staff, 'documents', document!.id, { decision: 'reject', reason: 'Photo floue' })).status).toBe(200);
    const rejected = (await call(server, 'GET', '/api/profile', { token: account.token })).body.user.documents[0];
    expect(rejected).toMatchObject({ status: 2, status_text: 'Rejeté', rejection_reason: 'Photo floue' });
    expect(rejected.verified_at).not.toBeNull();

    const png = await testImage('png');
    const replaced = await upload(account, { 'updates[1]': { content: png, name: 'cin.png', type: 'image/png' } });
    expect(replaced.status).toBe(200);
    expect(replaced.body.user.documents).toEqual([
      expect.objectContaining({ id: document!.id, status: 0, rejection_reason: null, verified_at: null, mime_type: 'image/png' }),
    ]);
  });

  it('takes first uploads of one type sent at once from several devices: one document, no failure', async () => {
    const account = await createVerifiedUser(server);
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(account, { 'documents[1]': { content: TEST_PDF } })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const documents = (await call(server, 'GET', '/api/profile', { token: account.token })).body.user.documents;
    expect(documents).toHaveLength(1);
  });

  it('refuses to replace an approved document', async () => {
    const account = await createVerifiedUser(server);
    const id = (await upload(account, { 'documents[1]': { content: TEST_PDF } })).body.user.documents[0].id;
    expect((await staffDecides(server, staff, 'documents', id, { decision: 'approve' })).status).toBe(200);
    const before = await storedDocuments();
    const answer = await upload(account, { 'updates[1]': { content: TEST_PDF } });
    expectFieldErrors(answer, { 'updates.1': ['Ce document a été validé et ne peut plus être modifié'] });
    expect(await storedDocuments()).toEqual(before);
    const kept = (await call(server, 'GET', '/api/profile', { token: account.token })).body.user.documents[0];
    expect(kept).toMatchObject({ id, status: 1, status_text: 'Approuvé' });
  });

  it('refuses files by their bytes and size, unknown types, the licence without an application, and an empty form', async () => {
    const account = await createVerifiedUser(server);
    const before = await storedDocuments();
    const text = Buffer.from('just some text pretending to be an image');
    expectFieldErrors(await upload(account, { 'documents[1]': { content: text, name: 'cin.png', type: 'image/png' } }), {
      'documents.1': ['The file must be a file of type: pdf, jpg, jpeg, png.'],
    });
    // A GIF is an image, but not a format documents accept.
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expectFieldErrors(await upload(account, { 'documents[1]': { content: gif, name: 'cin.jpg', type: 'image/jpeg' } }), {
      'documents.1': ['The file must be a file of type: pdf, jpg, jpeg, png.'],
    });
    const big = Buffer.concat([TEST_PDF, Buffer.alloc(5 * 1024 * 1024)]);
    expectFieldErrors(await upload(account, { 'documents[1]': { content: big } }), {
      'documents.1': ['The file must not be greater than 5120 kilobytes.'],
    });
    expectFieldErrors(await upload(account, { 'documents[3]': { content: TEST_PDF }, 'documents[99]': { content: TEST_PDF } }), {
      'documents.3': ['The selected document type is invalid.'],
      'documents.99': ['The selected document type is invalid.'],
    });
    expectFieldErrors(await upload(account, { 'documents[2]': { content: TEST_PDF } }), { 'documents.2': ['The selected document type is invalid.'] });
    expectFieldErrors(await upload(account, {}), { documents: ['Aucun document à soumettre'] });
    expect(await storedDocuments()).toEqual(before);
    expect((await call(server, 'GET', '/api/profile', { token: account.token })).body.user.documents).toEqual([]);
  });

  it('answers 401 without a token and 403 to an account whose phone is not verified', async () => {
    const form = new FormData();
    appendFile(form, 'documents[1]', TEST_PDF);
    expect((await call(server, 'POST', '/api/user/documents', { form })).status).toBe(401);
    const unverified = await registerUser(server);
    const refused = await upload(unverified, { 'documents[1]': { content: TEST_PDF } });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('account_not_verified');
  });

  it('stores a replayed upload once and leaves no orphan file', async () => {
    const account = await createVerifiedUser(server);
    const before = await storedDocuments();
    const headers = { 'Idempotency-Key': `doc-${account.user.id}` };
    const first = await upload(account, { 'documents[1]': { content: TEST_PDF } }, {}, headers);
    const again = await upload(account, { 'documents[1]': { content: TEST_PDF } }, {}, headers);
    expect(first.status).toBe(200);
    expectStoredAnswer(first, again);
    expect((await call(server, 'GET', '/api/profile', { token: account.token })).body.user.documents).toHaveLength(1);
    expect((await storedDocuments()).length).toBe(before.length + 1);

    // Two sends at once with one key: one write, one file.
    const key = { 'Idempotency-Key': `doc-race-${account.user.id}` };
    const [a, b] = await Promise.all([
      upload(account, { 'updates[1]': { content: TEST_PDF } }, {}, key),
      upload(account, { 'updates[1]': { content: TEST_PDF } }, {}, key),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await storedDocuments()).length).toBe(before.length + 1);
  });
});

describe('images lose their EXIF', () => {
  it('re-encodes a JPEG: the GPS position and camera are gone, the orientation is applied to the pixels', async () => {
    const account = await createVerifiedUser(server);
    const photo = await sharp(await testImage('jpeg', { width: 40, height: 30 }))
      .withExif({
        IFD0: { Make: 'PhoneOfAmira' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '36/1 48/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '10/1 10/1 0/1' },
      })
      .toBuffer();
    const rotated = await sharp(photo).withMetadata({ orientation: 6 }).toBuffer();
    const sent = await sharp(rotated).metadata();
    expect(sent.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer (tag 0x8825)
    expect(rotated.includes(Buffer.from('PhoneOfAmira'))).toBe(true);
    expect(sent.orientation).toBe(6);

    const answer = await upload(account, { 'documents[1]': { content: rotated, name: 'cin.jpg', type: 'image/jpeg' } });
    expect(answer.status).toBe(200);
    const id = answer.body.user.documents[0].id;
    const download = await fetch(`${server.url}/api/documents/${id}/download`, { headers: { authorization: `Bearer ${account.token}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/jpeg');
    const stored = Buffer.from(await download.arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneOfAmira'))).toBe(false);
    expect(stored.includes(Buffer.from('Exif'))).toBe(false);
    // Turned upright as the phone meant it: 40×30 on its side is 30×40.
    expect([meta.width, meta.height]).toEqual([30, 40]);
  });
});

describe('GET /api/documents/{id}/download', () => {
  it('serves the file to its owner and to staff, privately, and to nobody else', async () => {
    const owner = await createVerifiedUser(server);
    const other = await createVerifiedUser(server);
    const id = (await upload(owner, { 'documents[1]': { content: TEST_PDF } })).body.user.documents[0].id;
    const get = (token?: string) => fetch(`${server.url}/api/documents/${id}/download`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

    for (const reader of [owner, staff]) {
      const answer = await get(reader.token);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="document-${id}.pdf"`);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await answer.arrayBuffer()).equals(TEST_PDF)).toBe(true);
    }
    expect((await get(other.token)).status).toBe(403);
    expect((await get()).status).toBe(401);
    expect((await call(server, 'GET', '/api/documents/999999/download', { token: owner.token })).status).toBe(404);
    // Documents are not under the public storage folders.
    const [name] = await storedDocuments();
    expect((await fetch(`${server.url}/storage/documents/${name}`)).status).toBe(404);
  });

  it('never puts documents on the public profile', async () => {
    const owner = await createVerifiedUser(server);
    await upload(owner, { 'documents[1]': { content: TEST_PDF } });
    const profile = await call(server, 'GET', `/api/users/${owner.user.id}`);
    expect(profile.status).toBe(200);
    expect(JSON.stringify(profile.body)).not.toContain('document');
    expect(profile.body.user).not.toHaveProperty('is_staff');
  });
});
