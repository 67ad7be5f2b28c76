// Queued changes ask once for persistent storage, and only when the browser has not granted it already.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepOnDevice, resetKeepOnDevice } from './keep-on-device';

afterEach(() => resetKeepOnDevice());

const storage = (persisted: boolean, granted: boolean) => ({ persisted: vi.fn(async () => persisted), persist: vi.fn(async () => granted) });

describe('keepOnDevice', () => {
  it('asks once, and says whether the browser agreed', async () => {
    const browser = storage(false, true);
    expect(await keepOnDevice(browser)).toBe(true);
    expect(await keepOnDevice(browser)).toBe(false);
    expect(browser.persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask again when the data is already kept', async () => {
    const browser = storage(true, true);
    expect(await keepOnDevice(browser)).toBe(true);
    expect(browser.persist).not.toHaveBeenCalled();
  });

  it('takes a refusal, a failure or a browser without the API quietly', async () => {
    expect(await keepOnDevice(storage(false, false))).toBe(false);
    resetKeepOnDevice();
    expect(await keepOnDevice({ persisted: async () => false, persist: async () => Promise.reject(new Error('denied')) })).toBe(false);
    resetKeepOnDevice();
    expect(await keepOnDevice(undefined)).toBe(false);
  });
});
