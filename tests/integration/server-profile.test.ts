// The profile: read, edit with avatar upload and removal, unique phone, field errors, password change.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileResponse, profileUpdateResponse } from '../../src/contract/profile';
import { call, createVerifiedUser, logIn, startTestServer, uniquePhone, type SignedInUser, type TestServer } from '../helpers/server';
import { storedNames } from '../helpers/stored-files';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
});
afterAll(async () => server?.close());

/** The smallest valid PNG: a 1×1 transparent pixel. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

function profileForm(account: SignedInUser, fields: Record<string, string> = {}, image?: { content: Buffer; type: string; name: string }) {
  const form = new FormData();
  const values = { _method: 'PUT', first_name: 'Hedi', last_name: 'Karoui', email: '', phone: account.phone, ...fields };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  if (image) form.append('image', new Blob([new Uint8Array(image.content)], { type: image.type }), image.name);
  return form;
}

const avatars = async () => storedNames(server, 'avatars');

describe('GET /api/profile', () => {
  it('answers the user and is_driver', async () => {
    const driver = await logIn(server, '22111222', 'Mechwar#2026');
    const answer = await call(server, 'GET', '/api/profile', { token: driver.token });
    expect(answer.status).toBe(200);
    const body = profileResponse.parse(answer.body);
    expect(body.is_driver).toBe(true);
    expect(body.user.full_name).toBe('Sami Ben Salah');
    expect(answer.body).toHaveProperty('user');

    const passenger = await logIn(server, '55 333 444', 'Mechwar#2026');
    expect((await call(server, 'GET', '/api/profile', { token: passenger.token })).body.is_driver).toBe(false);
  });

  it('answers 401 without a token', async () => {
    expect((await call(server, 'GET', '/api/profile')).body).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
  });
});

describe('POST /api/profile (multipart, _method=PUT)', () => {
  it('updates the fields and stores the avatar, served under /storage', async () => {
    const account = await createVerifiedUser(server);
    const newPhone = uniquePhone();
    const form = profileForm(account, { email: 'hedi@example.tn', phone: `+216 ${newPhone}` }, { content: PNG, type: 'image/png', name: 'me.png' });
    const answer = await call(server, 'POST', '/api/profile', { token: account.token, form });
    expect(answer.status).toBe(200);
    const body = profileUpdateResponse.parse(answer.body);
    expect(body.message).toBe('Profile updated successfully');
    expect(body.user).toMatchObject({ first_name: 'Hedi', last_name: 'Karoui', full_name: 'Hedi Karoui', email: 'hedi@example.tn', phone: newPhone });
    expect(body.user.image_url).toMatch(/^\/storage\/avatars\/[a-f0-9-]+\.png$/);

    const image = await fetch(`${server.url}${body.user.image_url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);

    const read = await call(server, 'GET', '/api/profile', { token: account.token });
    expect(read.body.user.image_url).toBe(body.user.image_url);
  });

  it('replaces the avatar, then delete_photo removes it', async () => {
    const account = await createVerifiedUser(server);
    const first = await call(server, 'POST', '/api/profile', {
      token: account.token,
      form: profileForm(account, {}, { content: PNG, type: 'image/png', name: 'a.png' }),
    });
    const second = await call(server, 'POST', '/api/profile', {
      token: account.token,
      form: profileForm(account, {}, { content: PNG, type: 'image/png', name: 'b.png' }),
    });
    expect(second.body.user.image_url).not.toBe(first.body.user.image_url);
    expect((await fetch(`${server.url}${first.body.user.image_url}`)).status).toBe(404);

    const removed = await call(server, 'POST', '/api/profile', { token: account.token, form: profileForm(account, { delete_photo: '1' }) });
    expect(removed.status).toBe(200);
    expect(removed.body.user.image_url).toBeNull();
    const gone = await fetch(`${server.url}${second.body.user.image_url}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ message: 'Not found.', code: 'not_found' });
    expect(await avatars()).not.toContain(path.basename(second.body.user.image_url));
  });

  it('accepts PUT with a JSON body and keeps the avatar when delete_photo is absent', async () => {
    const account = await createVerifiedUser(server);
    const withImage = await call(server, 'POST', '/api/profile', {
      token: account.token,
      form: profileForm(account, {}, { content: PNG, type: 'image/png', name: 'a.png' }),
    });
    const answer = await call(server, 'PUT', '/api/profile', {
      token: account.token,
      json: { first_name: 'Ines', last_name: 'Ayari', email: 'ines@example.tn', phone: account.phone },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ full_name: 'Ines Ayari', image_url: withImage.body.user.image_url });
  });

  it('refuses a phone another account has', async () => {
    const account = await createVerifiedUser(server);
    const answer = await call(server, 'POST', '/api/profile', { token: account.token, form: profileForm(account, { phone: '22 111 222' }) });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: 'The phone has already been taken.',
      errors: { phone: ['The phone has already been taken.'] },
      code: 'validation_failed',
    });
  });

  it('names each invalid field', async () => {
    const account = await createVerifiedUser(server);
    const answer = await call(server, 'POST', '/api/profile', {
      token: account.token,
      form: profileForm(account, { first_name: ' ', last_name: '', email: 'not-an-email', phone: '123' }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      first_name: ['The first name field is required.'],
      last_name: ['The last name field is required.'],
      email: ['The email must be a valid email address.'],
      phone: ['The phone must be a Tunisian number of 8 digits.'],
    });
  });

  it('refuses an image that is not one, or is over 5 MB, and stores nothing', async () => {
    const account = await createVerifiedUser(server);
    const before = await avatars();
    const text = await call(server, 'POST', '/api/profile', {
      token: account.token,
      form: profileForm(account, {}, { content: Buffer.from('hello'), type: 'image/png', name: 'fake.png' }),
    });
    expect(text.status).toBe(422);
    expect(text.body.errors).toEqual({ image: ['The image field must be a file of type: jpeg, png, webp, gif.'] });

    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await call(server, 'POST', '/api/profile', {
      token: account.token,
      form: profileForm(account, {}, { content: big, type: 'image/png', name: 'big.png' }),
    });
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body.errors).toEqual({ image: ['The image field must not be greater than 5120 kilobytes.'] });
    expect(await avatars()).toEqual(before);
  });
});

describe('POST /api/change-password', () => {
  const change = (account: SignedInUser, json: Record<string, unknown>) => call(server, 'POST', '/api/change-password', { token: account.token, json });

  it('changes the password, keeps this session and ends the others', async () => {
    const account = await createVerifiedUser(server);
    const otherDevice = await logIn(server, account.phone, account.password);
    const answer = await change(account, { current_password: account.password, new_password: 'Changed#99', new_password_confirmation: 'Changed#99' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Password changed successfully.' });
    expect((await call(server, 'GET', '/api/profile', { token: account.token })).status).toBe(200);
    expect((await call(server, 'GET', '/api/profile', { token: otherDevice.token })).status).toBe(401);
    expect((await call(server, 'POST', '/api/auth/login', { json: { phone: account.phone, password: 'Changed#99' } })).status).toBe(200);
  });

  it('refuses a wrong current password and a weak or unconfirmed new one', async () => {
    const account = await createVerifiedUser(server);
    const wrong = await change(account, { current_password: 'Wrong#123', new_password: 'Changed#99', new_password_confirmation: 'Changed#99' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ current_password: ['The current password is incorrect.'] });
    const weak = await change(account, { current_password: account.password, new_password: 'abcdefgh1', new_password_confirmation: 'abcdefgh1' });
    expect(weak.body.errors).toEqual({ new_password: ['The new password must contain at least one special character.'] });
    const mismatch = await change(account, { current_password: account.password, new_password: 'Changed#99', new_password_confirmation: 'Changed#98' });
    expect(mismatch.body.errors).toEqual({ new_password: ['The new password field confirmation does not match.'] });
    const empty = await change(account, {});
    expect(empty.body.errors).toMatchObject({ current_password: ['The current password field is required.'] });
  });

  it('answers 401 without a token', async () => {
    expect((await call(server, 'POST', '/api/change-password', { json: {} })).status).toBe(401);
  });
});
