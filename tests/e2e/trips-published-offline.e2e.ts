// A trip published with no network can be edited before it is sent: the edit waits for the create and reaches the
// server's trip once, and the open trip page follows the trip to its server id.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useAppUnderTest } from '../helpers/app-under-test';
import { setOffline } from '../helpers/browser';
import { fillTripForm } from '../helpers/trips-ui';
import { trips } from '../../src/server/db/schema';

const app = useAppUnderTest();

describe('a trip published offline', () => {
  it('is edited before it is sent, and the server gets the trip once, with the edit', async () => {
    const { context, page } = await app.openSignedIn('driver', '/trips');
    await setOffline(context, true);
    await page.getByRole('button', { name: 'I have seats' }).click();
    const form = page.getByRole('dialog', { name: 'Add Trip' });
    const pickup = `Parking du tunnel ${process.pid}`;
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await fillTripForm(form, { from: 'Sfax', to: 'Gabès', pickup, dropoff: 'Gare routière', departure: `${day}T08:30`, seats: 3, price: 11 });
    await form.getByRole('button', { name: 'Publier le trajet' }).click();
    await page.locator('.Toastify__toast', { hasText: 'Envoyé dès le retour du réseau' }).first().waitFor();

    // Still offline: open it from My Trips and edit it.
    await page.goto('/profile?tab=my-trips');
    const card = page
      .getByTestId('my-trip-card')
      .filter({ hasText: 'Sfax → Gabès' })
      .filter({ hasText: /En attente d.envoi/ });
    await card.getByRole('button', { name: 'Actions du trajet Sfax → Gabès' }).click();
    await card.getByRole('link', { name: 'View details' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/trips\/-\d+$/);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Trip' });
    await edit.getByLabel('Prix par place (TND)').fill('12');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByTestId('unsent-count').getByText('2 modifications non envoyées').waitFor();

    await setOffline(context, false);
    await page.getByTestId('unsent-count').waitFor({ state: 'detached', timeout: 30_000 });
    const stored = await app.server.database.db
      .select()
      .from(trips)
      .where(and(eq(trips.departureLocation, pickup)));
    expect(stored.map((trip) => Number(trip.pricePerSeat))).toEqual([12]);
    // The page open on the temporary id now shows the server's trip.
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/trips/${stored[0]!.id}`);
    const creates = app.server.requests.filter((request) => request.method === 'POST' && request.path === '/api/trips');
    expect(creates).toHaveLength(1);
    await context.close();
  });
});
