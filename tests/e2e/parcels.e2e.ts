// A parcel's journey in Chromium (DESIGN.md §9): the sender, offline, sends a parcel on a trip taking them and it goes
// once when the network returns; the driver accepts it; at the station the driver, offline, types the pickup code,
// which the server judges when the network returns; the recipient opens the SMS link logged out and follows the
// parcel to "Livré" after the delivery code. Staff resolve a reported problem from /staff with a note.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppUnderTest } from '../helpers/app-under-test';
import { publishDemoTrip } from '../helpers/trips-ui';
import { call, logIn } from '../helpers/server';
import { testImage } from '../helpers/marketplace';
import { seriousViolations, waitForStillPage } from '../helpers/axe';

const app = useAppUnderTest();
const RECIPIENT_PHONE = '98765432';

/** A trip of the demo driver in two days that takes two medium parcels at 12 TND. */
async function tripTakingParcels() {
  const trip = await publishDemoTrip(app, 3, {
    departure_time: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    accepts_parcels: true,
    parcel_offers: [{ size: 'medium', price_per_parcel: 12, parcels: 2 }],
  });
  return { tripId: trip.id, driver: trip.driver };
}

const parcelPosts = (tripId: number) => app.server.requests.filter((request) => request.method === 'POST' && request.path === `/api/trips/${tripId}/parcels`);

async function fillParcelForm(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Envoyer un colis' });
  await dialog.waitFor();
  await dialog.getByLabel('Poids (kg)').fill('8');
  await dialog.getByLabel('Contenu du colis').fill('Des livres pour Salma');
  await dialog.getByLabel('Nom complet du destinataire').fill('Salma Trabelsi');
  await dialog.getByLabel(/Téléphone du destinataire/).fill(`+216 ${RECIPIENT_PHONE}`);
  await dialog.getByLabel('Photo du colis (facultatif)').setInputFiles({ name: 'livres.png', mimeType: 'image/png', buffer: await testImage('png') });
  await dialog.getByLabel(/Je confirme que mon colis/).check();
  return dialog;
}

describe('a parcel along a trip', () => {
  it('is sent offline once, accepted, picked up with a code typed offline, and followed to "Livré" by the recipient logged out', async () => {
    app.server.clock.set(new Date());
    const { tripId } = await tripTakingParcels();

    // The sender, in a dead zone, sends the parcel: it shows at once, waiting.
    const sender = await app.openSignedIn('passenger', `/trips/${tripId}`);
    const send = sender.page.getByRole('button', { name: 'Envoyer un colis' });
    await send.waitFor();
    await sender.context.setOffline(true);
    await send.click();
    const dialog = await fillParcelForm(sender.page);
    expect(await seriousViolations(sender.page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Envoyer un colis' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const mine = sender.page.getByTestId('trip-parcels');
    await mine.getByText("En attente d'envoi").waitFor();
    await mine.getByText('Des livres pour Salma', { exact: false }).waitFor();
    expect(parcelPosts(tripId)).toHaveLength(0);

    // The network returns: sent exactly once.
    await sender.context.setOffline(false);
    await expect.poll(() => parcelPosts(tripId).filter((request) => request.status === 201).length, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => mine.getByText("En attente d'envoi").count(), { timeout: 10_000 }).toBe(0);
    await mine.getByText('Demandé').waitFor();

    // The driver accepts it from the trip's page.
    const driver = await app.openSignedIn('driver', `/trips/${tripId}`);
    const carried = driver.page.getByTestId('trip-parcels');
    await carried.getByText('Des livres pour Salma', { exact: false }).waitFor({ timeout: 20_000 });
    await carried.getByRole('button', { name: /^Accepter le colis/ }).click();
    await carried.getByText('Accepté', { exact: true }).waitFor({ timeout: 20_000 });
    // The photo chosen offline travelled with the parcel: the driver's parcel page shows it.
    await carried.getByRole('link', { name: /^Voir le colis/ }).click();
    await driver.page.getByRole('img', { name: 'Photo du colis : Des livres pour Salma' }).waitFor({ timeout: 20_000 });
    await driver.page.goBack();
    await carried.getByText('Accepté', { exact: true }).waitFor({ timeout: 20_000 });

    // The recipient got an SMS with the delivery code and a tracking link; the sender sees both codes.
    const sms = (await app.server.sms.messages()).filter((message) => message.phone === RECIPIENT_PHONE).at(-1)!;
    expect(sms.code).toMatch(/^\d{6}$/);
    const link = /(\/colis\/[A-Za-z0-9_-]{20,})/.exec(sms.text)![1]!;
    await sender.page.getByRole('link', { name: /^Voir le colis/ }).click();
    const pickupCode = sender.page.getByTestId('pickup-code');
    await pickupCode.waitFor({ timeout: 20_000 });
    const pickup = (await pickupCode.innerText()).trim();
    expect(pickup).toMatch(/^\d{6}$/);
    expect((await sender.page.getByTestId('delivery-code').innerText()).trim()).toBe(sms.code);
    await waitForStillPage(sender.page);
    expect(await seriousViolations(sender.page)).toEqual([]);

    // At the station, offline: the code waits for the network, then the server takes it.
    await driver.context.setOffline(true);
    await carried.getByRole('button', { name: /^Saisir le code/ }).click();
    const codeDialog = driver.page.getByRole('dialog', { name: 'Code de prise en charge' });
    await codeDialog.getByLabel('Saisir le code').fill(pickup);
    await codeDialog.getByRole('button', { name: 'Valider le code' }).click();
    await carried.getByTestId('code-waiting').waitFor();
    expect(await carried.getByTestId('code-waiting').innerText()).toBe('Vérification en attente du réseau');
    await driver.context.setOffline(false);
    await carried.getByText('Pris en charge', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await carried.getByTestId('code-waiting').count()).toBe(0);

    // The recipient, no account, opens the SMS link.
    const recipient = await app.open();
    await recipient.page.goto(`${app.server.url}${link}`);
    await recipient.page.getByRole('heading', { name: 'Colis pour Salma Trabelsi' }).waitFor();
    await recipient.page.getByText('Chauffeur : Sami', { exact: false }).waitFor();
    expect(await recipient.page.getByTestId('parcel-tracking-status').innerText()).toBe('Pris en charge');
    expect(await recipient.page.getByTestId('parcel-event').count()).toBe(3);
    const shown = await recipient.page.locator('body').innerText();
    expect(shown).not.toMatch(/\+216|22 111 222|55 333 444|98 765 432/);
    expect(shown).not.toContain(pickup);
    await waitForStillPage(recipient.page);
    expect(await seriousViolations(recipient.page)).toEqual([]);

    // A wrong delivery code is refused with its reason; the recipient's code delivers it.
    await carried.getByRole('button', { name: /^Saisir le code/ }).click();
    const deliverDialog = driver.page.getByRole('dialog', { name: 'Code de livraison' });
    const wrong = sms.code === '000000' ? '111111' : '000000';
    await deliverDialog.getByLabel('Saisir le code').fill(wrong);
    await deliverDialog.getByRole('button', { name: 'Valider le code' }).click();
    await deliverDialog.getByText('Code incorrect', { exact: false }).waitFor({ timeout: 20_000 });
    await deliverDialog.getByLabel('Saisir le code').fill(sms.code);
    await deliverDialog.getByRole('button', { name: 'Valider le code' }).click();
    await carried.getByText('Livré', { exact: true }).waitFor({ timeout: 20_000 });

    await recipient.page.reload();
    await expect.poll(() => recipient.page.getByTestId('parcel-tracking-status').innerText(), { timeout: 20_000 }).toBe('Livré');
    expect(await recipient.page.getByTestId('parcel-event').count()).toBe(4);

    // The sender's page follows without a reload (the delivery reaches the sender's device live); then, offline,
    // "Mes colis" reads what the device has seen.
    await sender.page.getByText('Livré', { exact: true }).first().waitFor({ timeout: 20_000 });
    await sender.context.setOffline(true);
    await sender.page.goto(`${app.server.url}/profile?tab=my-parcels`).catch(() => undefined);
    await sender.page.getByTestId('my-parcel-card').first().waitFor({ timeout: 20_000 });
    await sender.page.getByTestId('my-parcel-card').first().getByText('Livré', { exact: true }).waitFor();
    await Promise.all([sender.context.close(), driver.context.close(), recipient.context.close()]);
  });

  it('shows a reported problem on /staff, where staff resolve it with a note the parties read', async () => {
    app.server.clock.set(new Date());
    const { tripId } = await tripTakingParcels();
    const as = async (role: 'passenger' | 'driver') => (await logIn(app.server, app.demo(role).phone, app.demo(role).password)).token;
    const [sender, driver] = [await as('passenger'), await as('driver')];
    const form = {
      size: 'medium',
      weight: 8,
      description: 'Des cahiers pour Salma',
      declared_value: 50,
      pickup_place: 'Station',
      dropoff_place: 'Gare',
      recipient_name: 'Salma Trabelsi',
      recipient_phone: RECIPIENT_PHONE,
      forbidden_items_confirmed: true,
    };
    const sent = await call(app.server, 'POST', `/api/trips/${tripId}/parcels`, { token: sender, json: form });
    expect(sent.status).toBe(201);
    const id = sent.body.data.id as number;
    expect((await call(app.server, 'POST', `/api/parcels/${id}/accept`, { token: driver, json: {} })).status).toBe(200);
    expect((await call(app.server, 'POST', `/api/parcels/${id}/problem`, { token: sender, json: { reason: 'Le chauffeur ne répond pas' } })).status).toBe(200);

    const staff = await app.openSignedIn('staff', '/staff');
    const problem = staff.page.getByTestId('staff-parcel-problem').filter({ hasText: `Colis #${id}` });
    await problem.getByText('Le chauffeur ne répond pas').waitFor({ timeout: 20_000 });
    // An empty note is refused under the field, before anything is sent.
    await problem.getByRole('button', { name: 'Marquer comme résolu' }).click();
    await problem.getByText('The note field is required.').waitFor();
    await problem.getByLabel('Note de résolution').fill('Le chauffeur a rappelé, tout est en ordre');
    await waitForStillPage(staff.page);
    expect(await seriousViolations(staff.page)).toEqual([]);
    await problem.getByRole('button', { name: 'Marquer comme résolu' }).click();
    await expect.poll(() => problem.count(), { timeout: 20_000 }).toBe(0);
    const parcel = await call(app.server, 'GET', `/api/parcels/${id}`, { token: sender });
    expect(parcel.body.data).toMatchObject({ status: 1 });
    expect(parcel.body.data.events.at(-1)).toMatchObject({ note: 'Le chauffeur a rappelé, tout est en ordre' });
    await staff.context.close();
  });
});
