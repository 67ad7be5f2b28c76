// Persistent storage is asked for when a person signs in and when the app is installed; a page that opens signed in
// asks only if the browser was never asked on this device.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userFixture } from '../../tests/fixtures/user';
import { openDatabase, type MechwarDatabase } from '../db/database';
import { keepOnDevice, resetKeepOnDevice, type KeepOccasion } from '../db/keep-on-device';
import { clearSession, saveAuth } from '../db/session';
import { askToKeepData } from './keep-data-on-device';

let db: MechwarDatabase;
let stop: () => void = () => undefined;
afterEach(async () => {
  stop();
  resetKeepOnDevice();
  await db?.delete();
});

const signIn = (id: number) => saveAuth(db, { user: userFixture({ id }), is_driver: false, token: `${id}|secret` });
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

function watch(ask = vi.fn(async (_occasion: KeepOccasion) => true)) {
  const events = new EventTarget();
  stop = askToKeepData(db, events, ask);
  return { ask, events };
}

describe('askToKeepData', () => {
  it('asks when a person signs in on this page, and again for the next person', async () => {
    db = openDatabase(`keep-sign-in-${crypto.randomUUID()}`);
    const { ask } = watch();
    await settle();
    expect(ask).not.toHaveBeenCalled();
    await signIn(7);
    await settle();
    expect(ask.mock.calls).toEqual([['sign-in']]);
    await clearSession(db);
    await signIn(8);
    await settle();
    expect(ask.mock.calls).toEqual([['sign-in'], ['sign-in']]);
  });

  it('asks when the app is installed', async () => {
    db = openDatabase(`keep-installed-${crypto.randomUUID()}`);
    const { ask, events } = watch();
    await settle();
    events.dispatchEvent(new Event('appinstalled'));
    expect(ask.mock.calls).toEqual([['installed']]);
    stop();
    events.dispatchEvent(new Event('appinstalled'));
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('asks a page opened signed in only when the browser was never asked here', async () => {
    db = openDatabase(`keep-opened-${crypto.randomUUID()}`);
    await signIn(7);
    const first = watch();
    await settle();
    expect(first.ask.mock.calls).toEqual([['sign-in']]);
    stop();

    // The browser answered once (kept in the mirror): the next page does not ask again.
    await keepOnDevice('sign-in', db, { persisted: async () => false, persist: async () => false });
    const next = watch();
    await settle();
    expect(next.ask).not.toHaveBeenCalled();
  });
});
