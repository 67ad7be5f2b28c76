// The network returning with two tabs of one user open: the queued change is sent once and the app pulls once,
// not once per tab (or twice per tab); a trip the server does not have opens the not-found page.
import { describe, expect, it } from 'vitest';
import { useAppUnderTest } from '../helpers/app-under-test';
import { setOffline } from '../helpers/browser';

const app = useAppUnderTest();

describe('a reconnect with two tabs open', () => {
  it('drains once and pulls once across the tabs', async () => {
    const { context, page } = await app.openSignedIn('passenger');
    const other = await context.newPage();
    await other.goto('/profile?tab=my-bookings');
    await other.getByRole('heading', { name: 'Mes réservations' }).waitFor();

    await setOffline(context, true);
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier le profil' });
    await edit.getByLabel('Last name').fill('Trabelsi-Tunnel');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await other.getByTestId('unsent-count').waitFor();

    const backAt = Date.now();
    await setOffline(context, false);
    await page.getByTestId('unsent-count').waitFor({ state: 'detached', timeout: 30_000 });
    await other.getByTestId('unsent-count').waitFor({ state: 'detached', timeout: 30_000 });
    const since = () => app.server.requests.filter((request) => request.at >= backAt);
    // The claiming tab drains, then pulls; wait for the last of its pulls to be answered.
    await expect.poll(() => since().filter((request) => request.path === '/api/my-trips').length, { timeout: 15_000 }).toBeGreaterThan(0);
    const profileEdits = since().filter((request) => request.method === 'POST' && request.path === '/api/profile');
    expect(profileEdits).toHaveLength(1);
    for (const path of ['/api/my-bookings', '/api/my-trips', '/api/cities']) {
      expect(
        since().filter((request) => request.method === 'GET' && request.path === path),
        path,
      ).toHaveLength(1);
    }
    await context.close();
  });
});

describe('a trip the server does not have', () => {
  it('opens the not-found page', async () => {
    const { context, page } = await app.open();
    await page.goto('/trips/987654');
    await page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
    await context.close();
  });
});
