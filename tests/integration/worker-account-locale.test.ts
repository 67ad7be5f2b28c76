// The language chosen on a device reaches the account through the real sync code: queued offline, sent once (a lost
// answer does not write twice), and every request says the device's language, so refusals come back in it.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setAccountLocale } from '../../src/db/commands/account-locale';
import { updateProfile } from '../../src/db/commands/profile';
import { keepReadingLanguage } from '../../src/db/reading-language';
import { call, startTestServer, type SignedInUser, type TestServer } from '../helpers/server';
import { endWorkerTest, recordFetch, signInNewAccount, workerAgainst, type TestWorker } from '../helpers/worker';

let server: TestServer;
let worker: TestWorker;
let account: SignedInUser;

const serverLocale = async () => (await call(server, 'GET', '/api/profile', { token: account.token })).body.user.locale;

beforeAll(async () => void (server = await startTestServer()));
beforeEach(async () => {
  worker = workerAgainst(server.url);
  account = await signInNewAccount(server, worker);
});
afterEach(endWorkerTest);
afterAll(async () => server?.close());

describe('the account’s language', () => {
  it('shows at once on the device, is sent once, and settles to the server’s answer', async () => {
    const id = await setAccountLocale(worker.db, 'ar');
    expect(id).not.toBeNull();
    expect(await worker.db.me.get(account.user.id)).toMatchObject({ locale: 'ar', _pending: ['locale'] });
    const network = recordFetch();
    network.control.fail = ({ path, method }) => (path === '/api/user/locale' && method === 'PUT' ? 'after' : null);
    expect((await worker.drain()).sent).toBe(0);
    expect(await serverLocale()).toBe('ar');
    network.control.fail = null;
    await worker.db.outbox.update(id!, { nextAttemptAt: 0 });
    expect((await worker.drain()).sent).toBe(1);
    expect(network.to('/api/user/locale', 'PUT').map((exchange) => [exchange.idempotencyKey, exchange.replayed])).toEqual([
      [id, false],
      [id, true],
    ]);
    const me = await worker.db.me.get(account.user.id);
    expect(me?.locale).toBe('ar');
    expect(me?._pending).toBeUndefined();
    expect(await worker.db.outbox.count()).toBe(0);
  });

  it('queues nothing when no one is signed in', async () => {
    await worker.db.session.clear();
    expect(await setAccountLocale(worker.db, 'en')).toBeNull();
    expect(await worker.db.outbox.count()).toBe(0);
  });

  it('makes every request in the device’s language, so a refusal is read in it', async () => {
    await keepReadingLanguage(worker.db, 'ar');
    const id = await updateProfile(worker.db, { first_name: '', last_name: 'Trabelsi', email: '', phone: account.phone, image: null, deletePhoto: false });
    await worker.drain();
    const refused = await worker.db.outbox.get(id);
    expect(refused?.lastError?.errors?.first_name).toEqual(['حقل «الاسم» مطلوب.']);
  });
});
