// Two people chat live about a trip; the driver, offline, writes three messages and refuses the booking from its
// card; back online, the passenger sees them once, in order. A completed trip asks for feedback, given on its card.
import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { useAppUnderTest } from '../helpers/app-under-test';
import { setOffline } from '../helpers/browser';
import { seriousViolations } from '../helpers/axe';
import { call, logIn } from '../helpers/server';
import { driverWroteOnNewBooking } from '../helpers/driver-message';
import { bookings, messages, notifications, users } from '../../src/server/db/schema';
import { isNull } from 'drizzle-orm';

const app = useAppUnderTest();

async function openConversation(page: Page, withName: string, lastMessage?: string) {
  await page.goto('/messages');
  const items = page.getByRole('list', { name: 'Conversations' }).getByRole('listitem').filter({ hasText: withName });
  await (lastMessage ? items.filter({ hasText: lastMessage }) : items).first().click();
  return page.getByRole('log', { name: `Messages avec ${withName}` });
}

async function send(page: Page, text: string) {
  await page.getByPlaceholder('Type your message here...').fill(text);
  await page.keyboard.press('Enter');
}

let tripsUsed = 0;
/** A booking on a trip of the demo driver not used by another test, and the driver's answer in its conversation. */
const conversationWith = (text: string) => driverWroteOnNewBooking(app, tripsUsed++, text);

describe('chat', () => {
  it('is live both ways, and what the driver does offline arrives once, in order', async () => {
    const driverAccount = app.demo('driver');
    const passengerAccount = app.demo('passenger');
    const driverApi = await logIn(app.server, driverAccount.phone, driverAccount.password);
    const passengerApi = await logIn(app.server, passengerAccount.phone, passengerAccount.password);
    const trips = (await call(app.server, 'GET', '/api/my-trips', { token: driverApi.token })).body.data as {
      id: number;
      status: number;
      departure_time: string;
    }[];
    const [trip] = trips.filter((t) => t.status === 1 && Date.parse(t.departure_time) > Date.now());
    const booked = await call(app.server, 'POST', `/api/trips/${trip!.id}/bookings`, { token: passengerApi.token, json: { seats: 1, notes: 'Une valise' } });
    expect(booked.status).toBe(201);

    const driver = await app.openSignedIn('driver', '/messages');
    const passenger = await app.openSignedIn('passenger', '/messages');
    const driverLog = await openConversation(driver.page, passengerAccount.name);
    const passengerLog = await openConversation(passenger.page, driverAccount.name);
    await driverLog.getByText('Booking Request').waitFor();
    expect(await seriousViolations(driver.page)).toEqual([]);

    // Live, both ways.
    await send(passenger.page, 'Bonjour, je serai à la station à 8h');
    await driverLog.getByText('Bonjour, je serai à la station à 8h').waitFor({ timeout: 10_000 });
    await send(driver.page, 'Parfait, à demain');
    await passengerLog.getByText('Parfait, à demain').waitFor({ timeout: 10_000 });

    // The driver loses the network: three messages and a refusal wait on the device, shown at once.
    await setOffline(driver.context, true);
    const typed = ['Petit changement', 'Je pars plus tôt finalement', 'Désolé, plus de place'];
    for (const text of typed) await send(driver.page, text);
    await driverLog.getByText("En attente d'envoi").nth(2).waitFor();
    await driverLog.getByRole('button', { name: 'Refuse' }).click();
    await driverLog.getByText('Refusée').waitFor();
    await driver.page.getByText('4 modifications non envoyées').waitFor();

    await setOffline(driver.context, false);
    await driver.page.getByTestId('unsent-count').waitFor({ state: 'detached', timeout: 30_000 });
    for (const text of typed) await passengerLog.getByText(text).waitFor({ timeout: 10_000 });
    await passengerLog.getByText('Refusée').waitFor({ timeout: 10_000 });
    const shown = await passengerLog.locator('.chat-bubble > div:first-child').allInnerTexts();
    expect(shown.filter((text) => typed.includes(text))).toEqual(typed);
    // Once on the server, in the order typed.
    const stored = await app.server.database.db
      .select({ text: messages.content })
      .from(messages)
      .where(and(eq(messages.senderId, driverApi.user.id), eq(messages.type, 0)))
      .orderBy(asc(messages.id));
    expect(stored.map((row) => row.text.text).filter((text) => typed.includes(text))).toEqual(typed);
    const [booking] = await app.server.database.db.select().from(bookings).where(eq(bookings.id, booked.body.data.id));
    expect(booking!.status).toBe(2);
    await driver.context.close();
    await passenger.context.close();
  });

  it('asks the passengers of a completed trip for feedback, and the stars count on the driver', async () => {
    const driverAccount = app.demo('driver');
    const passengerAccount = app.demo('passenger');
    const driverApi = await logIn(app.server, driverAccount.phone, driverAccount.password);
    const passengerApi = await logIn(app.server, passengerAccount.phone, passengerAccount.password);
    const trips = (await call(app.server, 'GET', '/api/my-trips', { token: driverApi.token })).body.data as {
      id: number;
      status: number;
      departure_time: string;
    }[];
    const trip = trips.filter((t) => t.status === 1 && Date.parse(t.departure_time) > Date.now())[1]!;
    const booked = await call(app.server, 'POST', `/api/trips/${trip.id}/bookings`, { token: passengerApi.token, json: { seats: 1 } });
    expect((await call(app.server, 'POST', `/api/bookings/${booked.body.data.id}/accept`, { token: driverApi.token })).status).toBe(200);
    const before = (await call(app.server, 'GET', `/api/users/${driverApi.user.id}`)).body;

    const passenger = await app.openSignedIn('passenger', '/messages');
    expect((await call(app.server, 'PATCH', `/api/trips/${trip.id}/complete`, { token: driverApi.token })).status).toBe(200);
    // The request arrives live, as a notification and as a card in the conversation.
    await passenger.page.getByRole('button', { name: /^Notifications, \d+ nouvelles/ }).waitFor({ timeout: 10_000 });
    await passenger.page.getByRole('button', { name: /^Notifications/ }).click();
    await passenger.page.getByRole('button', { name: /Donnez votre avis/ }).click();
    const card = passenger.page.locator('.card', { hasText: 'FeedBack Request' }).last();
    await card.waitFor({ timeout: 10_000 });
    // The conversation may still redraw the card as its messages arrive: choose again until the choice holds.
    const fiveStars = card.getByLabel('5 étoiles');
    await expect
      .poll(
        async () =>
          (await fiveStars.check({ force: true, timeout: 2_000 }).then(
            () => true,
            () => false,
          )) && fiveStars.isChecked(),
        { timeout: 15_000 },
      )
      .toBe(true);
    await card.getByLabel('Commentaire').fill('Conduite prudente, très ponctuel');
    await card.getByRole('button', { name: 'Envoyer' }).click();
    await passenger.page.locator('.Toastify__toast', { hasText: 'Merci pour votre avis !' }).waitFor();
    await card.getByRole('button', { name: 'Envoyer' }).waitFor({ state: 'detached' });
    expect(await card.getByLabel('Commentaire').getAttribute('readonly')).not.toBeNull();

    const after = (await call(app.server, 'GET', `/api/users/${driverApi.user.id}`)).body;
    expect(after.star_counts['5']).toBe(before.star_counts['5'] + 1);
    expect(after.user.reviews.some((review: { comment: string }) => review.comment === 'Conduite prudente, très ponctuel')).toBe(true);
    await passenger.context.close();
  });

  it('shows conversations, messages and notifications seen once without the network, and reads them offline', async () => {
    const driverAccount = app.demo('driver');
    await conversationWith('On se retrouve devant la poste');
    const passenger = await app.openSignedIn('passenger', '/messages');
    const log = await openConversation(passenger.page, driverAccount.name, 'On se retrouve devant la poste');
    await log.getByText('Booking Request').waitFor();
    await passenger.page.getByRole('button', { name: /^Notifications/ }).click();
    await passenger.page
      .getByRole('button', { name: /Nouveau message de/ })
      .first()
      .waitFor();
    await passenger.page.keyboard.press('Escape');

    await setOffline(passenger.context, true);
    await passenger.page.reload();
    const offlineLog = await openConversation(passenger.page, driverAccount.name, 'On se retrouve devant la poste');
    await offlineLog.getByText('On se retrouve devant la poste').waitFor();
    await offlineLog.getByText('Booking Request').waitFor();
    await passenger.page.getByRole('button', { name: /^Notifications, \d+ nouvelles/ }).click();
    await passenger.page.getByRole('button', { name: 'Tout marquer comme lu' }).click();
    await passenger.page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    expect(await seriousViolations(passenger.page)).toEqual([]);

    await setOffline(passenger.context, false);
    const [account] = await app.server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, app.demo('passenger').phone));
    const passengerId = account!.id;
    await expect
      .poll(
        async () =>
          (
            await app.server.database.db
              .select()
              .from(notifications)
              .where(and(eq(notifications.userId, passengerId), isNull(notifications.readedAt)))
          ).length,
        {
          timeout: 20_000,
        },
      )
      .toBe(0);
    await passenger.context.close();
  });

  it('opens a conversation from the navbar as a pop-up, and a trip page follows its seats live', async () => {
    const driverAccount = app.demo('driver');
    const { trip, bookingId, driverApi } = await conversationWith('Je vous attends au café');
    const passenger = await app.openSignedIn('passenger', '/');
    // One click opens the navbar's menu: the floating button that opens the side panel has a name of its own.
    await passenger.page.getByRole('button', { name: /^Messages/ }).click();
    await passenger.page.getByRole('button', { name: /Je vous attends au café/ }).click();
    const popup = passenger.page.getByRole('dialog', { name: 'Messages' });
    await popup
      .getByRole('log', { name: `Messages avec ${driverAccount.name}` })
      .getByText('Je vous attends au café')
      .waitFor();
    await popup.getByRole('button', { name: 'Options de la conversation' }).click();
    await popup
      .getByRole('button', { name: 'View Trip' })
      .or(popup.getByRole('link', { name: 'View Trip' }))
      .waitFor();
    await passenger.page.keyboard.press('Escape');
    await passenger.page.keyboard.press('Escape');
    await popup.waitFor({ state: 'hidden' });

    // The booking is accepted while the passenger looks at the trip: the seats left change on screen.
    await passenger.page.goto(`/trips/${trip.id}`);
    const seats = passenger.page.getByTestId('trip-seats');
    await expect.poll(() => seats.textContent()).toMatch(new RegExp(`^${trip.available_seats}/`));
    expect((await call(app.server, 'POST', `/api/bookings/${bookingId}/accept`, { token: driverApi.token })).status).toBe(200);
    await expect.poll(() => seats.textContent(), { timeout: 10_000 }).toMatch(new RegExp(`^${trip.available_seats - 1}/`));
    await passenger.context.close();
  });
});
