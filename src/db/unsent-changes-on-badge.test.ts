// The app's icon follows the signed-in person's unsent changes live (and is written again after the service worker's
// drain); where the Badging API is missing or refuses, nothing throws.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceSignedIn, tripFixture } from '../../tests/fixtures/device';
import type { MechwarDatabase } from './database';
import { bookTrip } from './commands/bookings';
import { discardEntry } from './outbox-outcomes';
import { saveAuth } from './session';
import { userFixture } from '../../tests/fixtures/user';
import { showUnsentCountNow, showUnsentOnBadge, type AppBadge } from './unsent-badge';

let db: MechwarDatabase;
let stop: () => void = () => undefined;
afterEach(async () => {
  stop();
  await db?.delete();
});

function badge(): AppBadge & { shown: (number | 'cleared')[] } {
  const shown: (number | 'cleared')[] = [];
  return {
    shown,
    setAppBadge: vi.fn(async (count?: number) => void shown.push(count ?? 0)),
    clearAppBadge: vi.fn(async () => void shown.push('cleared')),
  };
}

/** A refusal that records whether it was taken: one left untaken would be an unhandled rejection in the page. */
function refusal(record: { asked: number; taken: number }) {
  return () => {
    record.asked++;
    const refused = Promise.reject(new DOMException('Not allowed', 'NotAllowedError'));
    const then = refused.then.bind(refused);
    refused.then = ((onFulfilled, onRejected) => {
      if (onRejected) record.taken++;
      return then(onFulfilled, onRejected);
    }) as typeof refused.then;
    return refused;
  };
}

const until = async (what: string, check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check(), what).toBe(true);
};

describe('showUnsentCountNow', () => {
  it('writes the count once, as the service worker does after sending with no page open', async () => {
    db = await deviceSignedIn(7);
    const icon = badge();
    await bookTrip(db, tripFixture(), 1, '');
    await showUnsentCountNow(db, icon);
    await discardEntry(db, (await db.outbox.toCollection().first())!.id);
    await showUnsentCountNow(db, icon);
    await showUnsentCountNow(db, undefined);
    expect(icon.shown).toEqual([1, 'cleared']);
  });
});

describe('showUnsentOnBadge', () => {
  it('shows the count of unsent changes as they are queued and sent, and clears it at none', async () => {
    db = await deviceSignedIn(7);
    const icon = badge();
    stop = showUnsentOnBadge(db, icon);
    await until('the first count', () => icon.shown.length === 1);
    const first = await bookTrip(db, tripFixture({ id: 100 }), 1, '');
    const second = await bookTrip(db, tripFixture({ id: 101 }), 2, '');
    await until('two changes', () => icon.shown.at(-1) === 2);
    await discardEntry(db, first);
    await until('one change', () => icon.shown.at(-1) === 1);
    await discardEntry(db, second);
    await until('none', () => icon.shown.at(-1) === 'cleared');
    expect(icon.shown).not.toContain(0);
  });

  it('counts only the signed-in person’s changes', async () => {
    db = await deviceSignedIn(7);
    await bookTrip(db, tripFixture(), 1, '');
    // Another person signs in on this device: the first person's change waits for them, off this badge.
    await saveAuth(db, { user: userFixture({ id: 8 }), is_driver: false, token: '8|secret' });
    const icon = badge();
    stop = showUnsentOnBadge(db, icon);
    await until('the count', () => icon.shown.length > 0);
    expect(icon.shown).toEqual(['cleared']);
  });

  it('does nothing where the browser has no badge, and takes a refusal quietly', async () => {
    db = await deviceSignedIn(7);
    expect(() => (stop = showUnsentOnBadge(db, undefined))).not.toThrow();
    stop();
    expect(() => (stop = showUnsentOnBadge(db, {}))).not.toThrow();
    stop();

    // WebKit refuses without the notification permission: every refusal is taken, none left unhandled in the page.
    const refusals = { asked: 0, taken: 0 };
    const refuse = refusal(refusals);
    stop = showUnsentOnBadge(db, { setAppBadge: refuse, clearAppBadge: refuse });
    await until('asked to clear it', () => refusals.asked === 1);
    await bookTrip(db, tripFixture(), 1, '');
    await until('asked to show it', () => refusals.asked === 2);
    expect(refusals.taken).toBe(2);
    stop();

    // A browser that throws instead of refusing: a throw escaping here would be an uncaught exception, failing the run.
    let thrown = 0;
    const throwing = () => {
      thrown++;
      throw new TypeError('Illegal invocation');
    };
    stop = showUnsentOnBadge(db, { setAppBadge: throwing });
    await until('asked to show it', () => thrown === 1);
  });
});
