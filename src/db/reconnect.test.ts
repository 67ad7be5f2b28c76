// Many tabs hearing one reconnect: exactly one of them drains and pulls.
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type MechwarDatabase } from './database';
import { claimReconnect, releaseReconnect, RECONNECT_WINDOW_MS } from './reconnect';

let handles: MechwarDatabase[] = [];
afterEach(async () => {
  await handles[0]?.delete();
  handles = [];
});

describe('claimReconnect', () => {
  it('lets one of several tabs (each with its own handle) claim the same reconnect', async () => {
    const name = `reconnect-${crypto.randomUUID()}`;
    handles = Array.from({ length: 4 }, () => openDatabase(name));
    const now = 1_000_000;
    const claims = await Promise.all(handles.map((db) => claimReconnect(db, now)));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('a return to the app within half a minute of a reconnect pulls nothing again; later it does', async () => {
    handles = [openDatabase(`reconnect-${crypto.randomUUID()}`)];
    const [db] = handles;
    expect(await claimReconnect(db!, 1_000_000)).toBe(true);
    expect(await claimReconnect(db!, 1_000_000 + 20_000, 30_000)).toBe(false);
    expect(await claimReconnect(db!, 1_000_000 + 31_000, 30_000)).toBe(true);
  });

  it('lets a return of the network right after it went away be claimed again', async () => {
    handles = [openDatabase(`reconnect-${crypto.randomUUID()}`)];
    const [db] = handles;
    expect(await claimReconnect(db!, 1_000_000)).toBe(true);
    await releaseReconnect(db!);
    expect(await claimReconnect(db!, 1_000_000 + 2_000)).toBe(true);
  });

  it('lets the next return of the network be claimed again', async () => {
    handles = [openDatabase(`reconnect-${crypto.randomUUID()}`)];
    const [db] = handles;
    expect(await claimReconnect(db!, 1_000_000)).toBe(true);
    expect(await claimReconnect(db!, 1_000_000 + 100)).toBe(false);
    expect(await claimReconnect(db!, 1_000_000 + RECONNECT_WINDOW_MS)).toBe(true);
  });
});
