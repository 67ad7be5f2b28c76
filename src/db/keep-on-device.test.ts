// Persistent storage is asked for once per page (again when the app is installed), only when not granted already,
// and the browser's answer is kept in the mirror.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepOnDevice, keptAnswer, resetKeepOnDevice } from './keep-on-device';
import { openDatabase, type MechwarDatabase } from './database';

let db: MechwarDatabase;
afterEach(async () => {
  resetKeepOnDevice();
  await db?.delete();
});

const fresh = () => (db = openDatabase(`keep-${crypto.randomUUID()}`));
const storage = (persisted: boolean, granted: boolean) => ({ persisted: vi.fn(async () => persisted), persist: vi.fn(async () => granted) });
const NOW = Date.UTC(2030, 0, 9, 12);

describe('keepOnDevice', () => {
  it('asks once, says whether the browser agreed, and keeps the answer', async () => {
    fresh();
    const browser = storage(false, true);
    expect(await keptAnswer(db)).toBeNull();
    expect(await keepOnDevice('sign-in', db, browser, NOW)).toBe(true);
    expect(await keepOnDevice('queued-change', db, browser)).toBe(false);
    expect(browser.persist).toHaveBeenCalledTimes(1);
    expect(await keptAnswer(db)).toEqual({ persisted: true, occasion: 'sign-in', at: NOW });
  });

  it('asks again when the app is installed, which may change the answer', async () => {
    fresh();
    const browser = storage(false, false);
    expect(await keepOnDevice('sign-in', db, browser, NOW)).toBe(false);
    expect(await keptAnswer(db)).toMatchObject({ persisted: false, occasion: 'sign-in' });
    browser.persist.mockResolvedValue(true);
    expect(await keepOnDevice('installed', db, browser, NOW + 1)).toBe(true);
    expect(browser.persist).toHaveBeenCalledTimes(2);
    expect(await keptAnswer(db)).toEqual({ persisted: true, occasion: 'installed', at: NOW + 1 });
  });

  it('does not ask again when the data is already kept', async () => {
    fresh();
    const browser = storage(true, true);
    expect(await keepOnDevice('queued-change', db, browser)).toBe(true);
    expect(browser.persist).not.toHaveBeenCalled();
    expect(await keptAnswer(db)).toMatchObject({ persisted: true, occasion: 'queued-change' });
  });

  it('takes a refusal, a failure or a browser without the API quietly', async () => {
    fresh();
    expect(await keepOnDevice('sign-in', db, storage(false, false))).toBe(false);
    resetKeepOnDevice();
    expect(await keepOnDevice('sign-in', db, { persisted: async () => false, persist: async () => Promise.reject(new Error('denied')) })).toBe(false);
    resetKeepOnDevice();
    expect(await keepOnDevice('sign-in', db, undefined)).toBe(false);
    // A worker has `persisted` but no `persist`: nothing to ask there.
    expect(await keepOnDevice('installed', db, { persisted: async () => false })).toBe(false);
  });
});
