// A fresh load of the profile renders without an uncaught error, online and offline: the navbar's menus read words
// that may still be loading, and must not make React throw while they arrive.
import { describe, expect, it } from 'vitest';
import { useAppUnderTest } from '../helpers/app-under-test';
import { setOffline } from '../helpers/browser';

const app = useAppUnderTest();

/** Fresh loads per network state: the error came in about half of them, so six leave it about one chance in sixty. */
const LOADS = 6;

describe('a first load of the profile', () => {
  it('throws nothing, online and offline after a reload', async () => {
    const driver = app.demo('driver');
    const { context, page } = await app.openSignedIn('driver');
    const thrown: string[] = [];
    page.on('pageerror', (error) => thrown.push(error.message));

    for (const offline of [false, true]) {
      await setOffline(context, offline);
      for (let load = 0; load < LOADS; load += 1) {
        await page.reload();
        await page.getByRole('heading', { name: driver.name }).waitFor();
        await page.getByRole('button', { name: /^Notifications/ }).waitFor();
      }
    }
    expect(thrown).toEqual([]);
    await context.close();
  });
});
