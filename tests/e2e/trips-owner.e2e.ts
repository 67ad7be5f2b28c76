// The driver runs a trip (pause, cancel, activate, delete), a passenger cancels a booking, messages the driver
// (offline, and from the profile opened on the list), the seats filter, and "Voir Plus" shows the next page.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useAppUnderTest } from '../helpers/app-under-test';
import { setOffline } from '../helpers/browser';
import { logInThroughUi } from '../helpers/accounts-ui';
import { call, logIn } from '../helpers/server';
import { publishDemoTrip } from '../helpers/trips-ui';
import { bookings, conversations, messages, trips } from '../../src/server/db/schema';

const app = useAppUnderTest();

/** The texts of the ordinary messages the server holds in conversations about a trip. */
async function textsSentAbout(tripId: number) {
  const sent = await app.server.database.db
    .select({ text: messages.content })
    .from(messages)
    .innerJoin(conversations, eq(messages.conversationId, conversations.id))
    .where(and(eq(conversations.contextId, tripId), eq(messages.type, 0)));
  return sent.map((row) => row.text.text);
}

describe('running a trip', () => {
  it('pauses, cancels, reactivates and deletes a trip from its page', async () => {
    const trip = await publishDemoTrip(app, 3);
    const { context, page } = await app.open();
    await page.goto('/');
    await logInThroughUi(page, app.demo('driver').phone, app.demo('driver').password);
    await page.goto(`/trips/${trip.id}`);
    await page.getByLabel('Réservations ouvertes (mettre en pause)').click();
    await page.locator('.Toastify__toast', { hasText: 'Trip paused successfully' }).waitFor();
    await page.getByLabel('Trajet en pause (activer)').click();
    await page.locator('.Toastify__toast', { hasText: 'Trip activated successfully' }).waitFor();
    await page.getByRole('button', { name: 'Cancel Trip' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('button', { name: 'Activate Trip' }).waitFor();
    // The page shows the cancel at once; the server has it a moment later, when it is sent.
    await expect.poll(async () => (await app.server.database.db.select().from(trips).where(eq(trips.id, trip.id)))[0]?.status).toBe(2);
    await page.getByRole('button', { name: 'Activate Trip' }).click();
    await page.getByRole('button', { name: 'Cancel Trip' }).waitFor();

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.locator('.Toastify__toast', { hasText: 'Trip deleted successfully' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await app.server.database.db.select().from(trips).where(eq(trips.id, trip.id))).toEqual([]);
    await context.close();
  });

  it('lets a passenger cancel a booking, giving the seats back', async () => {
    const trip = await publishDemoTrip(app, 3);
    const passenger = await logIn(app.server, app.demo('passenger').phone, app.demo('passenger').password);
    const booked = await call(app.server, 'POST', `/api/trips/${trip.id}/bookings`, { token: passenger.token, json: { seats: 2 } });
    await call(app.server, 'POST', `/api/bookings/${booked.body.data.id}/accept`, { token: trip.driver.token });
    const { context, page } = await app.open();
    await page.goto('/');
    await logInThroughUi(page, app.demo('passenger').phone, app.demo('passenger').password);
    await page.goto('/profile?tab=my-bookings');
    const card = page.getByTestId('my-booking-card').filter({ hasText: `#${booked.body.data.id}` });
    await card.getByRole('button', { name: 'Annuler la réservation' }).click();
    await page.getByRole('button', { name: 'Oui, annuler' }).click();
    await card.getByText('Annulée').waitFor();
    // The card turns "Annulée" at once; the server's answer follows.
    await expect.poll(async () => (await app.server.database.db.select().from(bookings).where(eq(bookings.id, booked.body.data.id)))[0]?.status).toBe(3);
    const [seats] = await app.server.database.db.select().from(trips).where(eq(trips.id, trip.id));
    expect(seats?.availableSeats).toBe(3);
    await context.close();
  });

  it('sends a message to the driver written offline exactly once', async () => {
    const trip = await publishDemoTrip(app, 2);
    const { context, page } = await app.openSignedIn('passenger', `/trips/${trip.id}`);
    await page.getByText(trip.pickup).first().waitFor();
    await setOffline(context, true);
    await page.getByRole('button', { name: `Message ${app.demo('driver').name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Start Conversation' });
    await dialog.getByLabel('Votre message').fill('B');
    expect(await dialog.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Votre message').fill('Bonjour, reste-t-il de la place pour une valise ?');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.locator('.Toastify__toast', { hasText: 'Envoyé dès le retour du réseau' }).waitFor();
    await setOffline(context, false);
    await page.getByTestId('unsent-count').waitFor({ state: 'detached', timeout: 30_000 });
    expect(await textsSentAbout(trip.id)).toEqual(['Bonjour, reste-t-il de la place pour une valise ?']);
    await context.close();
  });

  it("messages a driver from the profile opened on the trip list, about that card's trip", async () => {
    const trip = await publishDemoTrip(app, 2);
    const { context, page } = await app.openSignedIn('passenger', '/trips');
    const card = page.getByTestId('trip-card').filter({ hasText: trip.pickup });
    await card.getByRole('button', { name: `Profil de ${app.demo('driver').name}` }).click();
    const profile = page.getByRole('dialog', { name: app.demo('driver').name });
    await profile.getByRole('button', { name: 'Message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start Conversation' });
    await dialog.getByLabel('Votre message').fill('Bonjour, le départ est-il toujours prévu ?');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.locator('.Toastify__toast', { hasText: 'Message envoyé' }).waitFor();
    expect(await textsSentAbout(trip.id)).toEqual(['Bonjour, le départ est-il toujours prévu ?']);
    await context.close();
  });

  it('filters by seats once the slider is moved, and not before', async () => {
    const { context, page } = await app.open();
    await page.goto('/trips');
    await page.getByTestId('trip-card').first().waitFor();
    await page.locator('#filter-seats').fill('4');
    expect(await page.locator('label[for="filter-seats"]').textContent()).toContain('4 seats');
    await page.getByRole('button', { name: 'Show results' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('available_seats')).toBe('4');
    // The list follows the new filter a moment after the URL does: wait for it, then every card must have 4+ seats.
    const seatsShown = () => page.getByTestId('trip-card').locator('dt:text-is("Places disponibles") + dd').allTextContents();
    await expect
      .poll(async () => {
        const shown = (await seatsShown()).map(Number);
        return shown.length > 0 && shown.every((seats) => seats >= 4);
      })
      .toBe(true);
    await context.close();
  });

  it('shows the next page of trips with Voir Plus', async () => {
    const { context, page } = await app.open();
    await page.goto('/trips');
    await expect.poll(() => page.getByTestId('trip-card').count()).toBe(20);
    await page.getByRole('button', { name: 'Voir Plus' }).click();
    await expect.poll(() => page.getByTestId('trip-card').count()).toBe(40);
    await context.close();
  });
});
