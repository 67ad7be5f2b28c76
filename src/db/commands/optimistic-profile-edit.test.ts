// Editing the profile shows the change at once (profile row + session user) and queues it, all in one transaction.
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../../contract/user';
import { userFixture } from '../../../tests/fixtures/user';
import { openDatabase, type MechwarDatabase } from '../database';
import { saveAuth } from '../session';
import { updateProfile, UPDATE_PROFILE_LABEL, type ProfileEdit } from './profile';

const user = (overrides: Partial<User> = {}) =>
  userFixture({ image: 'avatars/amira.jpg', image_url: 'http://localhost/storage/avatars/amira.jpg', trips_count: 2, ...overrides });

const edit = (overrides: Partial<ProfileEdit> = {}): ProfileEdit => ({
  first_name: ' Salma ',
  last_name: 'Trabelsi',
  email: 'salma@example.tn',
  phone: '+216 98 765 432',
  image: null,
  deletePhoto: false,
  ...overrides,
});

let db: MechwarDatabase;
async function signedIn() {
  db = openDatabase(`profile-edit-${crypto.randomUUID()}`);
  await saveAuth(db, { user: user(), is_driver: false, token: '1|abc', refresh_token: '2|ref' }, 1000);
  return db;
}
afterEach(async () => {
  await db?.delete();
});

describe('updateProfile', () => {
  it('shows the edit in the profile row and the session user at once', async () => {
    await signedIn();
    await updateProfile(db, edit(), 'key-1');
    const me = await db.me.get(7);
    expect(me).toMatchObject({
      first_name: 'Salma',
      last_name: 'Trabelsi',
      full_name: 'Salma Trabelsi',
      email: 'salma@example.tn',
      phone: '98765432',
      trips_count: 2,
      image: 'avatars/amira.jpg',
    });
    expect(me?._pending).toEqual(expect.arrayContaining(['first_name', 'last_name', 'full_name', 'email', 'phone']));
    expect(me?._pending).not.toContain('image');
    const session = await db.session.get('current');
    expect(session?.user).toMatchObject({ first_name: 'Salma', full_name: 'Salma Trabelsi', phone: '98765432' });
    expect(Object.keys(session!.user).filter((key) => key.startsWith('_'))).toEqual([]);
  });

  it('queues one multipart POST with _method=PUT, keyed by the returned id, to undo or show again later', async () => {
    await signedIn();
    const before = await db.me.get(7);
    const id = await updateProfile(db, edit(), 'key-1');
    expect(id).toBe('key-1');
    const entry = await db.outbox.get('key-1');
    expect(entry).toMatchObject({
      kind: 'updateProfile',
      label: UPDATE_PROFILE_LABEL,
      method: 'POST',
      path: '/api/profile',
      state: 'pending',
      attempts: 0,
      userId: 7,
      rows: ['me:7'],
    });
    const [touch] = entry!.touches;
    expect(touch).toMatchObject({ table: 'me', id: 7 });
    // What a refusal would put back: the fields as they were before the edit.
    for (const field of touch!.fields) expect(touch!.before![field]).toEqual((before as Record<string, unknown>)[field]);
    for (const field of touch!.fields) expect(touch!.after[field]).toEqual(((await db.me.get(7)) as Record<string, unknown>)[field]);
    expect(entry?.body).toEqual({
      type: 'multipart',
      parts: [
        { name: '_method', value: 'PUT' },
        { name: 'first_name', value: ' Salma ' },
        { name: 'last_name', value: 'Trabelsi' },
        { name: 'email', value: 'salma@example.tn' },
        { name: 'phone', value: '+216 98 765 432' },
        { name: 'delete_photo', value: '0' },
      ],
    });
  });

  it('keeps a new photo as a Blob in the entry and shows it locally until the server has it', async () => {
    await signedIn();
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    await updateProfile(db, edit({ image: photo, imageName: 'me.jpg' }), 'key-1');
    const me = await db.me.get(7);
    expect(me?._pending).toEqual(expect.arrayContaining(['image', 'image_url']));
    expect(me?._localImage).toBeInstanceOf(Blob);
    const entry = await db.outbox.get('key-1');
    const part = entry?.body.type === 'multipart' ? entry.body.parts.at(-1) : undefined;
    expect(part).toMatchObject({ name: 'image', filename: 'me.jpg' });
    expect(part && 'file' in part ? [...new Uint8Array(await part.file.arrayBuffer())] : null).toEqual([0xff, 0xd8, 0xff]);
  });

  it('clears the photo at once when the user deletes it', async () => {
    await signedIn();
    await updateProfile(db, edit({ deletePhoto: true }), 'key-1');
    expect(await db.me.get(7)).toMatchObject({ image: null, image_url: null, _localImage: null });
    expect((await db.session.get('current'))?.user.image_url).toBeNull();
  });

  it('queues successive edits in order, each undoing to the state before it', async () => {
    await signedIn();
    await updateProfile(db, edit({ first_name: 'Salma' }), 'key-1');
    await updateProfile(db, edit({ first_name: 'Sonia' }), 'key-2');
    const [first, second] = await db.outbox.orderBy('seq').toArray();
    expect([first?.id, second?.id]).toEqual(['key-1', 'key-2']);
    expect(second?.touches[0]?.before).toMatchObject({ first_name: 'Salma' });
    expect((await db.me.get(7))?.first_name).toBe('Sonia');
  });

  it('writes nothing when signed out', async () => {
    db = openDatabase(`profile-edit-${crypto.randomUUID()}`);
    await expect(updateProfile(db, edit())).rejects.toThrow('Please login to perform this action');
    expect(await db.me.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('writes nothing when the entry cannot be queued: profile, session and outbox stay as they were', async () => {
    await signedIn();
    await updateProfile(db, edit({ first_name: 'Salma' }), 'key-1');
    const me = await db.me.get(7);
    const session = await db.session.get('current');
    await expect(updateProfile(db, edit({ first_name: 'Sonia' }), 'key-1')).rejects.toThrow();
    expect(await db.me.get(7)).toEqual(me);
    expect(await db.session.get('current')).toEqual(session);
    expect(await db.outbox.count()).toBe(1);
  });
});
