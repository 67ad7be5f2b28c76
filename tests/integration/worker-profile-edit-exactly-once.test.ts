// A profile edit (fields + photo) queued offline reaches the server exactly once: concurrent drains, a lost answer.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { updateProfile, type ProfileEdit } from '../../src/db/commands/profile';
import { getSession } from '../../src/db/session';
import { call, startTestServer, type SignedInUser, type TestServer } from '../helpers/server';
import { endWorkerTest, recordFetch, signInNewAccount, workerAgainst, type TestWorker } from '../helpers/worker';
import { storedNames } from '../helpers/stored-files';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
let server: TestServer;
let worker: TestWorker;
let account: SignedInUser;

const edit = (overrides: Partial<ProfileEdit> = {}): ProfileEdit => ({
  first_name: 'Salma',
  last_name: 'Trabelsi',
  email: `salma.${account.phone}@example.tn`,
  phone: account.phone,
  image: new Blob([PNG], { type: 'image/png' }),
  imageName: 'me.png',
  deletePhoto: false,
  ...overrides,
});

async function avatarsOnDisk(): Promise<string[]> {
  return storedNames(server, 'avatars');
}
const serverProfile = async () => (await call(server, 'GET', '/api/profile', { token: account.token })).body.user;

beforeAll(async () => void (server = await startTestServer()));
beforeEach(async () => {
  worker = workerAgainst(server.url);
  account = await signInNewAccount(server, worker);
});
afterEach(endWorkerTest);
afterAll(async () => server?.close());

describe('a queued profile edit', () => {
  it('reaches the server once when two drains run at the same time, and the server’s row replaces the optimistic one', async () => {
    const avatarsBefore = await avatarsOnDisk();
    const id = await updateProfile(worker.db, edit());
    const network = recordFetch();
    const reports = await Promise.all([worker.drain(), worker.drain()]);
    expect(reports.map((r) => r.sent).sort()).toEqual([0, 1]);
    expect(network.to('/api/profile', 'POST')).toEqual([{ method: 'POST', path: '/api/profile', status: 200, replayed: false, idempotencyKey: id }]);

    const onServer = await serverProfile();
    expect(onServer).toMatchObject({
      first_name: 'Salma',
      last_name: 'Trabelsi',
      email: `salma.${account.phone}@example.tn`,
      image: expect.stringMatching(/\.png$/),
    });
    expect((await avatarsOnDisk()).length).toBe(avatarsBefore.length + 1);

    const me = await worker.db.me.get(account.user.id);
    expect(me).toMatchObject({ first_name: 'Salma', image: onServer.image, image_url: onServer.image_url });
    expect(me?._pending).toBeUndefined();
    expect(me?._localImage).toBeUndefined();
    expect((await getSession(worker.db))?.user.image_url).toBe(onServer.image_url);
    expect(await worker.db.outbox.count()).toBe(0);
    expect(worker.eventsOf('outbox-sent')).toEqual([{ type: 'outbox-sent', entryId: id, label: { id: 'Modification du profil' } }]);
  });

  it('is not written twice when the first answer is lost and the entry is sent again with its key', async () => {
    const id = await updateProfile(worker.db, edit());
    const network = recordFetch();
    network.control.fail = ({ path: p, method }) => (p === '/api/profile' && method === 'POST' ? 'after' : null);
    const lost = await worker.drain();
    expect(lost.sent).toBe(0);
    expect(await worker.db.outbox.get(id)).toMatchObject({ state: 'pending', attempts: 1, lastError: { status: 0 } });
    const written = await serverProfile();
    expect(written.first_name).toBe('Salma');
    const avatars = await avatarsOnDisk();
    network.control.fail = null;

    // Someone changes the name on another device; a second write of the old edit would undo that.
    const form = new FormData();
    for (const [name, value] of Object.entries({ _method: 'PUT', first_name: 'Sonia', last_name: 'Trabelsi', email: '', phone: account.phone })) {
      form.append(name, value);
    }
    expect((await call(server, 'POST', '/api/profile', { token: account.token, form })).status).toBe(200);

    await worker.db.outbox.update(id, { nextAttemptAt: 0 });
    const retried = await worker.drain();
    expect(retried.sent).toBe(1);
    expect(network.to('/api/profile', 'POST').map((e) => [e.status, e.replayed, e.idempotencyKey])).toEqual([
      [0, false, id],
      [200, false, null],
      [200, true, id],
    ]);
    expect((await serverProfile()).first_name).toBe('Sonia');
    expect(await avatarsOnDisk()).toEqual(avatars);
    expect(await worker.db.outbox.count()).toBe(0);
    expect(await worker.db.me.get(account.user.id)).toMatchObject({ image: written.image });
  });

  it('is sent again after a crash left it "sending", and the server replays its first answer', async () => {
    const id = await updateProfile(worker.db, edit({ image: null }));
    const network = recordFetch();
    network.control.fail = ({ path: p, method }) => (p === '/api/profile' && method === 'POST' ? 'after' : null);
    await worker.drain();
    await worker.db.outbox.update(id, { state: 'sending', nextAttemptAt: 0 });
    network.control.fail = null;
    expect((await worker.drain()).sent).toBe(1);
    expect(network.to('/api/profile', 'POST').map((e) => e.replayed)).toEqual([false, true]);
  });

  it('sends two queued edits in order, the last one winning', async () => {
    await updateProfile(worker.db, edit({ first_name: 'Salma', image: null }));
    await updateProfile(worker.db, edit({ first_name: 'Sonia', image: null }));
    expect((await worker.drain()).sent).toBe(2);
    expect((await serverProfile()).first_name).toBe('Sonia');
    expect((await worker.db.me.get(account.user.id))?.first_name).toBe('Sonia');
  });
});
