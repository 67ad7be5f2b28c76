// Idempotency-Key: a replayed mutation answers the stored response and writes nothing, even when sent concurrently.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createVerifiedUser, startTestServer, type SignedInUser, type TestServer } from '../helpers/server';
import { storedNames } from '../helpers/stored-files';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

function profileForm(account: SignedInUser, firstName: string, withImage = false) {
  const form = new FormData();
  form.append('_method', 'PUT');
  form.append('first_name', firstName);
  form.append('last_name', 'Chebbi');
  form.append('email', '');
  form.append('phone', account.phone);
  if (withImage) form.append('image', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
  return form;
}

const updateProfile = (account: SignedInUser, firstName: string, key?: string, withImage = false) =>
  call(server, 'POST', '/api/profile', {
    token: account.token,
    form: profileForm(account, firstName, withImage),
    headers: key ? { 'Idempotency-Key': key } : {},
  });

const avatarCount = async () => (await storedNames(server, 'avatars')).length;

describe('Idempotency-Key on POST /api/profile', () => {
  it('answers a replay with the stored response and does not write again', async () => {
    const account = await createVerifiedUser(server);
    const key = randomUUID();
    const first = await updateProfile(account, 'Aziz', key, true);
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();

    // A later edit without a key, then the replay of the first one: the later edit must survive.
    expect((await updateProfile(account, 'Bilel')).status).toBe(200);
    const files = await avatarCount();
    const replay = await updateProfile(account, 'Aziz', key, true);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(await avatarCount()).toBe(files);
    expect((await call(server, 'GET', '/api/profile', { token: account.token })).body.user.first_name).toBe('Bilel');
  });

  it('writes once when two requests with the same key arrive together', async () => {
    const account = await createVerifiedUser(server);
    const key = randomUUID();
    const files = await avatarCount();
    const answers = await Promise.all([updateProfile(account, 'Chaima', key, true), updateProfile(account, 'Chaima', key, true)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]!.body).toEqual(answers[1]!.body);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(1);
    expect(await avatarCount()).toBe(files + 1);
  });

  it('stores nothing for a refused request, so the fixed retry with the same key goes through', async () => {
    const account = await createVerifiedUser(server);
    const key = randomUUID();
    const refused = await updateProfile(account, '', key);
    expect(refused.status).toBe(422);
    const retried = await updateProfile(account, 'Dorra', key);
    expect(retried.status).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(retried.body.user.first_name).toBe('Dorra');
  });

  it('keeps keys per account', async () => {
    const [first, second] = [await createVerifiedUser(server), await createVerifiedUser(server)];
    const key = randomUUID();
    expect((await updateProfile(first, 'Emna', key)).body.user.first_name).toBe('Emna');
    const other = await updateProfile(second, 'Fares', key);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(other.body.user).toMatchObject({ id: second.user.id, first_name: 'Fares' });
  });

  it('refuses a key reused for another call, and a malformed key', async () => {
    const account = await createVerifiedUser(server);
    const key = randomUUID();
    await updateProfile(account, 'Ghada', key);
    const elsewhere = await call(server, 'POST', '/api/change-password', {
      token: account.token,
      json: { current_password: account.password, new_password: 'Other#2026', new_password_confirmation: 'Other#2026' },
      headers: { 'Idempotency-Key': key },
    });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors['Idempotency-Key']).toEqual(['This Idempotency-Key was already used for another request.']);

    const malformed = await updateProfile(account, 'Ghada', 'x'.repeat(300));
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toHaveProperty('Idempotency-Key');
  });
});

describe('Idempotency-Key on POST /api/change-password', () => {
  it('answers a replay with success though the current password has since changed', async () => {
    const account = await createVerifiedUser(server);
    const key = randomUUID();
    const json = { current_password: account.password, new_password: 'Fresh#2026', new_password_confirmation: 'Fresh#2026' };
    const first = await call(server, 'POST', '/api/change-password', { token: account.token, json, headers: { 'Idempotency-Key': key } });
    expect(first.status).toBe(200);
    const replay = await call(server, 'POST', '/api/change-password', { token: account.token, json, headers: { 'Idempotency-Key': key } });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
  });
});
