// Travel requests in the browser: a passenger posts one offline from "I need a ride" and it reaches the server once;
// a driver finds it, applies; the passenger accepts in Trip Proposal Details, the request closes and another driver's
// offer is declined; the two message each other; everything reads offline afterwards. Plus accessibility and the
// refusal of a passenger who is no driver.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { PROPOSAL_STATUS, ANNOUNCEMENT_STATUS } from '../../src/contract/statuses';
import { messages } from '../../src/server/db/schema';
import { useAppUnderTest } from '../helpers/app-under-test';
import { seriousViolations as axeViolations } from '../helpers/axe';
import { setOffline } from '../helpers/browser';
import { chooseCity } from '../helpers/city-picker';
import { createAnnouncement, decideProposal, propose } from '../helpers/announcements';
import {
  addVehicle,
  announcementRows,
  fillProposalForm,
  fillTravelRequestForm,
  proposalRows,
  removeVehicle,
  tunisLocalIn,
  walid,
} from '../helpers/announcements-ui';
import { call, logIn } from '../helpers/server';
import { hoursFromNow } from '../helpers/marketplace';
import { frenchTunisTime } from '../../src/server/announcements/announcement-chat';

const app = useAppUnderTest();
// Leaflet's tiles and attribution are not ours to audit.
const seriousViolations = (page: Page) => axeViolations(page, '.leaflet-container');
const toast = (page: Page, text: string) => page.locator('.Toastify__toast', { hasText: text });

describe('travel requests and proposals', () => {
  it('posts a request offline, sends it once, and takes it to an accepted proposal the two can talk about', async () => {
    const pickup = `Station E2E ${process.pid}`;
    const passengerName = app.demo('passenger').name;
    const driverName = app.demo('driver').name;

    // The passenger, offline, asks for a ride from the landing page.
    const passenger = await app.openSignedIn('passenger', '/');
    await passenger.page.getByTestId('announcement-card').first().waitFor();
    await setOffline(passenger.context, true);
    await passenger.page.getByRole('button', { name: 'I need a ride' }).click();
    const form = passenger.page.getByRole('dialog', { name: 'Create Travel Request' });
    await fillTravelRequestForm(form, {
      from: 'Kairouan',
      to: 'Tozeur',
      pickup,
      dropoff: 'Gare de Tozeur',
      desired: tunisLocalIn(3, '09:30'),
      seats: 2,
      maxPrice: 30,
      notes: 'Deux valises cabine',
    });
    await form.getByRole('button', { name: 'Publier la demande' }).click();
    await toast(passenger.page, 'elle sera envoyée dès le retour du réseau').waitFor();
    const card = passenger.page.getByTestId('announcement-card').filter({ hasText: pickup });
    await card.getByText("En attente d'envoi").waitFor();
    await passenger.page.goto('/profile?tab=my-announcements');
    await passenger.page.getByTestId('my-announcement-card').filter({ hasText: 'Kairouan → Tozeur' }).getByText("En attente d'envoi").waitFor();
    expect(await announcementRows(app, pickup)).toEqual([]);

    // Back online: sent once.
    await setOffline(passenger.context, false);
    await passenger.page.getByTestId('unsent-count').waitFor({ state: 'detached', timeout: 30_000 });
    const rows = await announcementRows(app, pickup);
    expect(rows).toHaveLength(1);
    const id = rows[0]!.id;
    const posts = app.server.requests.filter((request) => request.method === 'POST' && request.path === '/api/announcements' && request.status === 201);
    expect(posts).toHaveLength(1);
    await expect.poll(() => passenger.page.getByText("En attente d'envoi").count()).toBe(0);

    // A driver finds it on Find Passengers, previews it and applies.
    const driver = await app.openSignedIn('driver', '/announcements');
    await chooseCity(driver.page, 'announcement-search-from', 'Kairouan');
    await chooseCity(driver.page, 'announcement-search-to', 'Tozeur');
    await driver.page.getByRole('button', { name: 'Rechercher' }).click();
    const found = driver.page.getByTestId('announcement-card').filter({ hasText: pickup });
    await found.waitFor();
    expect(await seriousViolations(driver.page)).toEqual([]);
    await found.getByRole('button', { name: 'View Details' }).click();
    await driver.page.getByRole('dialog', { name: 'Kairouan → Tozeur' }).getByRole('link', { name: 'View Full Details' }).click();
    await driver.page.waitForURL(`**/announcements/${id}`);
    await driver.page.getByText("You haven't proposed yet").waitFor();
    await driver.page.getByText('Deux valises cabine').waitFor();
    await driver.page.getByRole('button', { name: 'Apply' }).click();
    const apply = driver.page.getByRole('dialog', { name: 'Submit Trip Proposal' });
    await fillProposalForm(apply, { price: 27.5, message: 'Je passe par Kairouan, départ à l’heure.' });
    const submit = apply.getByRole('button', { name: 'Submit Proposal' });
    expect(await submit.isDisabled()).toBe(true);
    await apply.getByLabel("J'accepte les conditions de proposition").check();
    await submit.click();
    await toast(driver.page, 'Proposal Submitted!').waitFor();
    await driver.page.getByTestId('proposal-item').getByText('Pending').waitFor();
    // One live proposal per driver: Apply is gone.
    expect(await driver.page.getByRole('button', { name: 'Apply' }).count()).toBe(0);
    const [sami] = await proposalRows(app, id);
    expect(sami!.proposedPrice).toBe(27.5);

    // Another driver answers too, through the API.
    const other = await propose(app.server, await walid(app), id, { proposed_price: 29 });

    // The passenger opens the request, sees both offers and accepts the first driver's.
    await passenger.page.goto(`/announcements/${id}`);
    await passenger.page.getByTestId('proposal-item').nth(1).waitFor();
    await passenger.page.getByRole('button', { name: `Voir la proposition de ${driverName}` }).click();
    const details = passenger.page.getByRole('dialog', { name: 'Trip Proposal Details' });
    await details.getByText('27.50 TND').waitFor();
    await details.getByRole('button', { name: 'Accept' }).click();
    await passenger.page.locator('.swal2-popup').getByRole('button', { name: 'Accept' }).click();
    await toast(passenger.page, 'Proposal Accepted!').waitFor();
    await passenger.page.getByTestId('announcement-status').first().getByText('Closed').waitFor();
    const walidItem = passenger.page.getByTestId('proposal-item').filter({ hasText: 'Walid Hammami' });
    await walidItem.getByText('Rejected').waitFor({ timeout: 15_000 });
    const decided = await proposalRows(app, id);
    expect(decided.find((row) => row.id === sami!.id)!.status).toBe(PROPOSAL_STATUS.accepted);
    expect(decided.find((row) => row.id === other.id)!.status).toBe(PROPOSAL_STATUS.rejected);
    expect((await announcementRows(app, pickup))[0]!.status).toBe(ANNOUNCEMENT_STATUS.closed);

    // The two can talk: the accepted card leads to their conversation.
    const accepted = passenger.page.getByTestId('accepted-proposal');
    await accepted.getByText('Sami').waitFor();
    const message = accepted.getByRole('link', { name: 'Message' });
    await expect.poll(() => message.getAttribute('href'), { timeout: 15_000 }).toMatch(/conversation=\d+$/);
    const conversationId = Number((await message.getAttribute('href'))!.split('=').pop());
    await message.click();
    const log = passenger.page.getByRole('log', { name: `Messages avec ${driverName}` });
    await log.waitFor();
    await passenger.page.getByPlaceholder('Type your message here...').fill('Merci, à jeudi !');
    await passenger.page.keyboard.press('Enter');
    await driver.page.goto(`/messages?conversation=${conversationId}`);
    await driver.page
      .getByRole('log', { name: `Messages avec ${passengerName}` })
      .getByText('Merci, à jeudi !')
      .waitFor({ timeout: 15_000 });
    const stored = await app.server.database.db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(stored.some((row) => row.content.text === 'Merci, à jeudi !')).toBe(true);

    // Everything reads offline afterwards, on both sides.
    await driver.page.goto(`/announcements/${id}`);
    await driver.page.getByTestId('proposal-item').getByText('Accepted').waitFor();
    await setOffline(driver.context, true);
    await driver.page.reload();
    await driver.page.getByTestId('proposal-item').getByText('Accepted').waitFor();
    await driver.page.getByTestId('announcement-status').first().getByText('Closed').waitFor();

    await setOffline(passenger.context, true);
    await passenger.page.goto(`/announcements/${id}`);
    await passenger.page.reload();
    await passenger.page.getByTestId('announcement-status').first().getByText('Closed').waitFor();
    await passenger.page.getByTestId('proposal-item').filter({ hasText: driverName }).getByText('Accepted').waitFor();
    await walidItem.getByText('Rejected').waitFor();
    await passenger.page.getByText('Deux valises cabine').waitFor();
    await passenger.page.goto('/profile?tab=my-announcements');
    const mine = passenger.page.getByTestId('my-announcement-card').filter({ hasText: 'Kairouan → Tozeur' });
    await mine.getByText('Closed').waitFor();
    await mine.getByText('Sami', { exact: true }).waitFor();
    await driver.context.close();
    await passenger.context.close();
  });

  it('has no serious accessibility violation on /announcements, a request page and its proposal details', async () => {
    const visitor = await app.open();
    await visitor.page.goto('/announcements');
    await visitor.page.getByTestId('announcement-card').first().waitFor();
    expect(await seriousViolations(visitor.page)).toEqual([]);
    await visitor.context.close();

    // Amira's demo Tunis → Sousse request has two offers waiting.
    const owner = await logIn(app.server, app.demo('passenger').phone, app.demo('passenger').password);
    const mine = (await call(app.server, 'GET', '/api/my-announcements', { token: owner.token })).body.data as {
      id: number;
      proposals_count: number;
      status: number;
    }[];
    const answered = mine.find((row) => row.status === ANNOUNCEMENT_STATUS.open && row.proposals_count >= 2)!;
    const { context, page } = await app.openSignedIn('passenger', `/announcements/${answered.id}`);
    await page.getByTestId('proposal-item').nth(1).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('proposal-item').first().getByRole('button').click();
    await page.getByRole('dialog', { name: 'Trip Proposal Details' }).getByRole('button', { name: 'Decline' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('lets a driver edit and withdraw an offer, shows a server field error under its field, shares a link, and lets the owner delete', async () => {
    const owner = await logIn(app.server, app.demo('passenger').phone, app.demo('passenger').password);
    const request = await createAnnouncement(app.server, owner, { departure_location: `Place E2E ${process.pid}` });
    const driver = await app.openSignedIn('driver', `/announcements/${request.id}`);
    const { page } = driver;
    const driverId = (await logIn(app.server, app.demo('driver').phone, app.demo('driver').password)).user.id;
    await page.getByRole('button', { name: 'Apply' }).click();
    const form = page.getByRole('dialog', { name: 'Submit Trip Proposal' });
    await fillProposalForm(form, { price: 20, message: 'Climatisée' });
    await form.getByLabel("J'accepte les conditions de proposition").check();
    await form.getByRole('button', { name: 'Submit Proposal' }).click();
    await toast(page, 'Proposal Submitted!').waitFor();

    // Edit: through the proposal view, to the form.
    await page.getByRole('button', { name: 'Voir ma proposition' }).click();
    await page.getByRole('dialog', { name: 'Trip Proposal Details' }).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Trip Proposal' });
    await edit.getByLabel('Prix par place (TND)').fill('22');
    await edit.getByRole('button', { name: 'Update Proposal' }).click();
    await toast(page, 'Proposal Updated!').waitFor();
    await expect.poll(async () => (await proposalRows(app, request.id))[0]!.proposedPrice).toBe(22);

    // Delete (withdraw), confirmed: Apply comes back.
    await page.getByRole('button', { name: 'Voir ma proposition' }).click();
    await page.getByRole('dialog', { name: 'Trip Proposal Details' }).getByRole('button', { name: 'Edit' }).click();
    await edit.getByRole('button', { name: 'Delete Proposal' }).click();
    await page.locator('.swal2-popup').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Proposal Deleted!').waitFor();
    await page.getByText("You haven't proposed yet").waitFor();
    expect((await proposalRows(app, request.id))[0]!.status).toBe(PROPOSAL_STATUS.withdrawn);

    // A vehicle sold while the form was open: the server's field error lands under the field, with the spec's toast.
    const vehicle = await addVehicle(app, driverId);
    await page.getByRole('button', { name: 'Apply' }).click();
    const refused = page.getByRole('dialog', { name: 'Submit Trip Proposal' });
    await expect.poll(() => refused.locator('#proposal-vehicle option', { hasText: 'Kia Picanto' }).count()).toBe(1);
    await refused.locator('#proposal-vehicle').selectOption({ label: `Kia Picanto · ${vehicle.plate}` });
    await refused.getByLabel('Prix par place (TND)').fill('21');
    await refused.getByLabel("J'accepte les conditions de proposition").check();
    await removeVehicle(app, vehicle.id);
    await refused.getByRole('button', { name: 'Submit Proposal' }).click();
    await toast(page, 'Validation error. Please check your inputs.').waitFor();
    expect(await refused.locator('#proposal-vehicle-error').textContent()).toBe('The selected vehicle is invalid.');
    await refused.getByRole('button', { name: 'Annuler' }).click();

    // The owner accepts another driver: the page follows, and Apply is no longer offered.
    const other = await propose(app.server, await walid(app), request.id);
    expect((await decideProposal(app.server, owner, other.id, 'accept')).status).toBe(200);
    await page.getByTestId('announcement-status').first().getByText('Closed').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);

    // Share: no share sheet on desktop Chromium, so the link is copied.
    await driver.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Share' }).click();
    await toast(page, 'Lien copié dans le presse-papiers').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${app.server.url}/announcements/${request.id}`);
    await driver.context.close();

    // The owner deletes another request, confirmed, and lands on the home page.
    const doomed = await createAnnouncement(app.server, owner, { departure_location: `Arrêt E2E ${process.pid}` });
    const passenger = await app.openSignedIn('passenger', `/announcements/${doomed.id}`);
    await passenger.page.getByRole('button', { name: 'Delete', exact: true }).click();
    await passenger.page.locator('.swal2-popup').getByRole('button', { name: 'Delete' }).click();
    await passenger.page.waitForURL(`${app.server.url}/`);
    await toast(passenger.page, 'Announcement deleted successfully').waitFor();
    expect(await announcementRows(app, `Arrêt E2E ${process.pid}`)).toEqual([]);
    await passenger.context.close();
  });

  it('tells a passenger who is no driver that only approved drivers can apply', async () => {
    const { body } = await call(app.server, 'GET', '/api/announcements');
    const passengerId = (await logIn(app.server, app.demo('passenger').phone, app.demo('passenger').password)).user.id;
    const someone = (body.data as { id: number; user_id: number }[]).find((row) => row.user_id !== passengerId)!;
    const { context, page } = await app.openSignedIn('passenger', `/announcements/${someone.id}`);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Seuls les chauffeurs approuvés peuvent proposer un trajet.', { exact: false }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Submit Trip Proposal' }).count()).toBe(0);
    await context.close();
  });

  it('alerts the drivers of that route when a request opens, and the alert leads to it', async () => {
    const passengerApi = await logIn(app.server, app.demo('passenger').phone, app.demo('passenger').password);
    const driver = await app.openSignedIn('driver', '/');
    // The demo driver runs the Tunis ⇄ Sousse commute: a request on that route reaches him at once.
    // A day no other test's request asks for: its alert reads like no other.
    const desired = hoursFromNow(app.server, 24 * 6 + 5);
    const request = await createAnnouncement(app.server, passengerApi, { description: `Alerte ${process.pid}`, desired_departure_time: desired });
    const alert = `Un passager cherche Tunis → Sousse le ${frenchTunisTime(new Date(desired))}`;
    const bell = driver.page.getByRole('button', { name: /^Notifications, \d+ nouvelles/ });
    await bell.waitFor({ timeout: 15_000 });
    await bell.click();
    await driver.page.getByRole('button', { name: alert }).first().click();
    await driver.page.waitForURL(`**/announcements/${request.id}`);
    await driver.page.getByText(`Alerte ${process.pid}`).waitFor();
    await driver.page.getByRole('button', { name: 'Apply' }).waitFor();
    await driver.context.close();
  });
});
