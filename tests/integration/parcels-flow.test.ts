// A parcel from request to delivery: the driver hears of it, accepts it, the recipient gets the delivery code and a
// link that works logged out, the codes move it along, the timeline records each step and the sender rates the driver.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_TYPE, PARCEL_SUBJECT_TYPE } from '../../src/contract/conversations';
import { myParcelsResponse, parcelProblemsResponse, parcelTrackingResponse } from '../../src/contract/parcels';
import { PARCEL_STATUS } from '../../src/contract/statuses';
import { messages, notifications, parcels, ratings, tripParcelOffers } from '../../src/server/db/schema';
import { call, createVerifiedUser, type SignedInUser, type TestServer } from '../helpers/server';
import { createStaff, type TestDriver } from '../helpers/marketplace';
import { AMEL, driverAndPassenger, startServerWith } from '../helpers/server-cast';
import { codesOf, parcelForm, readParcel, requestedParcel, stepOk, textsTo, tripTakingParcels } from '../helpers/parcels';

let server: TestServer;
let driver: TestDriver;
let sender: SignedInUser;
beforeAll(async () => void ({ server, driver, passenger: sender } = await startServerWith(driverAndPassenger)));
afterAll(async () => server?.close());

const statuses = (events: { status: number }[]) => events.map((e) => e.status);

describe('a parcel from request to delivery', () => {
  it('goes Demandé → Accepté → Pris en charge → Livré, texting the recipient the code and the page, and again at Livré', async () => {
    const trip = await tripTakingParcels(server, driver);
    const form = parcelForm();
    const sent = await requestedParcel(server, sender, trip.id, form);
    expect(sent).toMatchObject({
      status: PARCEL_STATUS.requested,
      status_text: 'Demandé',
      size: 'small',
      price: 8,
      weight: 2.5,
      recipient_phone: form.recipient_phone,
      driver_id: driver.user.id,
    });
    expect(sent.pickup_code ?? null).toBeNull();
    expect(statuses(sent.events)).toEqual([PARCEL_STATUS.requested]);
    expect(sent.trip).toMatchObject({ id: trip.id, departure_city: { name: 'Tunis' }, arrival_city: { name: 'Sousse' } });

    // The driver is told, and the trip's chat carries the request's card.
    const [notice] = await server.database.db.select().from(notifications).where(eq(notifications.userId, driver.user.id));
    expect(notice).toMatchObject({ title: 'Nouvelle demande de colis', webUrl: `/trips/${trip.id}` });
    expect(notice!.message).toBe(`${AMEL.first_name} ${AMEL.last_name} veut envoyer un colis (Petit) sur votre trajet Tunis → Sousse.`);
    const [card] = await server.database.db.select().from(messages).where(eq(messages.subjectId, sent.id));
    expect(card).toMatchObject({ type: MESSAGE_TYPE.parcelRequest, subjectType: PARCEL_SUBJECT_TYPE, senderId: sender.user.id });
    const chat = await call(server, 'GET', `/api/conversations/${card!.conversationId}/messages`, { token: driver.token });
    expect(chat.status).toBe(200);
    const listed = (chat.body.messages.data as { id: number; subject: unknown }[]).find((m) => m.id === card!.id);
    expect(listed?.subject).toMatchObject({ id: sent.id, status: 0, size: 'small', price: 8, trip: { id: trip.id } });

    const accepted = await stepOk(server, driver, sent.id, 'accept');
    expect(accepted.status).toBe(PARCEL_STATUS.accepted);
    // The driver never sees the codes; the sender does.
    expect(accepted.pickup_code ?? null).toBeNull();
    expect(accepted.code_locked_until).toBeNull();
    const codes = await codesOf(server, sender, sent.id);
    expect(codes.pickup).toMatch(/^\d{6}$/);
    expect(codes.trackingUrl).toMatch(/^\/colis\/[A-Za-z0-9_-]{43}$/);
    const [offer] = await server.database.db.select().from(tripParcelOffers).where(eq(tripParcelOffers.tripId, trip.id));
    expect(offer).toBeDefined();

    // Only hashes are kept.
    const [row] = await server.database.db.select().from(parcels).where(eq(parcels.id, sent.id));
    expect(JSON.stringify(row)).not.toContain(codes.token);
    expect([row!.pickupCodeHash, row!.deliveryCodeHash]).not.toContain(codes.delivery);

    const texts = await textsTo(server, form.recipient_phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.code).toBe(codes.delivery);
    expect(texts[0]!.text).toContain(codes.delivery);
    expect(texts[0]!.text).toContain(`${server.url}${codes.trackingUrl}`);

    // The link from the SMS opens the recipient's page without an account.
    const link = texts[0]!.text.match(/\/colis\/([A-Za-z0-9_-]+)/)![1]!;
    const page = await call(server, 'GET', `/api/parcel-tracking/${link}`);
    expect(page.status).toBe(200);
    const tracking = parcelTrackingResponse.parse(page.body).data;
    expect(tracking.parcel).toMatchObject({ size: 'small', recipient_name: 'Salma Ben Ali', status: PARCEL_STATUS.accepted });
    expect(tracking.trip).toMatchObject({ departure_city: { name: 'Tunis' }, driver_first_name: driver.user.first_name });
    expect(tracking.tracking).toBeNull();
    const said = JSON.stringify(page.body);
    for (const secret of [form.recipient_phone, codes.delivery, codes.pickup, sender.phone, driver.phone]) expect(said).not.toContain(secret);
    expect(said).not.toContain('price');

    const pickedUp = await stepOk(server, driver, sent.id, 'pickup', { code: codes.pickup });
    expect(pickedUp.status).toBe(PARCEL_STATUS.pickedUp);
    const delivered = await stepOk(server, driver, sent.id, 'deliver', { code: codes.delivery });
    expect(delivered.status).toBe(PARCEL_STATUS.delivered);
    expect(statuses(delivered.events)).toEqual([PARCEL_STATUS.requested, PARCEL_STATUS.accepted, PARCEL_STATUS.pickedUp, PARCEL_STATUS.delivered]);

    // The sender is asked to rate the driver, as after a trip.
    const asked = await server.database.db.select().from(ratings).where(eq(ratings.reviewerId, sender.user.id));
    expect(asked).toEqual([expect.objectContaining({ ratedUserId: driver.user.id, tripId: trip.id, status: 0 })]);
    const told = await server.database.db.select({ title: notifications.title }).from(notifications).where(eq(notifications.userId, sender.user.id));
    expect(told.map((n) => n.title)).toEqual(expect.arrayContaining(['Colis accepté', 'Colis pris en charge', 'Colis livré', 'Donnez votre avis']));

    // No text at pickup; one at "Livré", which carries no code to type any more.
    const afterDelivery = await textsTo(server, form.recipient_phone);
    expect(afterDelivery).toHaveLength(2);
    // The route's arrow is plain in a text: it keeps the text in GSM-7, one segment.
    expect(afterDelivery[1]!.text).toBe(`Mechwar : votre colis de ${AMEL.first_name} (Tunis - Sousse) a été livré.`);
    expect(afterDelivery[1]!.text).not.toContain(codes.delivery);
    expect((await readParcel(server, sender, sent.id)).delivery_code).toBe(codes.delivery);
  });

  it('texts the recipient at "Livré" in the language of the code’s text (the sender’s)', async () => {
    const english = await createVerifiedUser(server, { first_name: 'Sonia', last_name: 'Gharbi' });
    expect((await call(server, 'PUT', '/api/user/locale', { token: english.token, json: { locale: 'en' } })).status).toBe(200);
    const trip = await tripTakingParcels(server, driver);
    const form = parcelForm();
    const sent = await requestedParcel(server, english, trip.id, form);
    await stepOk(server, driver, sent.id, 'accept');
    const codes = await codesOf(server, english, sent.id);
    await stepOk(server, driver, sent.id, 'pickup', { code: codes.pickup });
    await stepOk(server, driver, sent.id, 'deliver', { code: codes.delivery });
    const texts = await textsTo(server, form.recipient_phone);
    expect(texts[0]!.text).toMatch(/^Mechwar: parcel from \S+ for you \(Tunis - Sousse\)\. Code: \d{6}\. Tracking: /);
    expect(texts.at(-1)!.text).toBe('Mechwar: your parcel from Sonia (Tunis - Sousse) has been delivered.');
  });

  it('lists the parcels a person sends and those they carry, newest first', async () => {
    const trip = await tripTakingParcels(server, driver);
    const first = await requestedParcel(server, sender, trip.id);
    server.clock.advance(1000);
    const second = await requestedParcel(server, sender, trip.id, parcelForm({ size: 'large', weight: 20 }));
    for (const who of [sender, driver]) {
      const mine = myParcelsResponse.parse((await call(server, 'GET', '/api/my-parcels', { token: who.token })).body);
      const ids = mine.data.map((p) => p.id);
      expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
      expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    }
    const stranger = await createVerifiedUser(server);
    expect(myParcelsResponse.parse((await call(server, 'GET', '/api/my-parcels', { token: stranger.token })).body)).toMatchObject({
      data: [],
      total: 0,
      next_page_url: null,
    });
  });

  it('puts a problem on the staff desk with its reason, and lets a parcel taken in the car still be delivered', async () => {
    const trip = await tripTakingParcels(server, driver);
    const sent = await requestedParcel(server, sender, trip.id);
    await stepOk(server, driver, sent.id, 'accept');
    const codes = await codesOf(server, sender, sent.id);
    await stepOk(server, driver, sent.id, 'pickup', { code: codes.pickup });
    const reported = await stepOk(server, sender, sent.id, 'problem', { reason: 'Le conducteur ne répond plus' });
    expect(reported.status).toBe(PARCEL_STATUS.problem);
    expect(reported.events.at(-1)).toMatchObject({ status: PARCEL_STATUS.problem, note: 'Le conducteur ne répond plus' });

    const staff = await createStaff(server);
    const desk = parcelProblemsResponse.parse((await call(server, 'GET', '/api/staff/parcel-problems', { token: staff.token })).body);
    expect(desk.find((p) => p.id === sent.id)).toMatchObject({ problem: 'Le conducteur ne répond plus', reported_at: expect.any(String) });
    expect((await call(server, 'GET', '/api/staff/parcel-problems', { token: sender.token })).status).toBe(404);

    const delivered = await stepOk(server, driver, sent.id, 'deliver', { code: codes.delivery });
    expect(delivered.status).toBe(PARCEL_STATUS.delivered);
  });

  it('lets staff resolve a problem with a note: the parcel goes back where it stood, its timeline says so, both parties are told', async () => {
    const staff = await createStaff(server);
    const trip = await tripTakingParcels(server, driver);
    const sent = await requestedParcel(server, sender, trip.id);
    await stepOk(server, driver, sent.id, 'accept');
    const codes = await codesOf(server, sender, sent.id);
    await stepOk(server, driver, sent.id, 'pickup', { code: codes.pickup });
    await stepOk(server, driver, sent.id, 'problem', { reason: 'Adresse introuvable' });
    const resolve = (json: unknown, token = staff.token) => call(server, 'POST', `/api/staff/parcel-problems/${sent.id}/resolve`, { token, json });

    expect(await resolve({ note: ' ' })).toMatchObject({ status: 422, body: { errors: { note: ['The note field is required.'] } } });
    const resolved = await resolve({ note: 'Nouvelle adresse donnée au conducteur' });
    expect(resolved).toMatchObject({ status: 200, body: { message: 'Problème résolu' } });

    const parcel = await readParcel(server, sender, sent.id);
    expect(parcel.status).toBe(PARCEL_STATUS.pickedUp);
    expect(parcel.events.at(-1)).toMatchObject({ status: PARCEL_STATUS.pickedUp, note: 'Nouvelle adresse donnée au conducteur' });
    const desk = parcelProblemsResponse.parse((await call(server, 'GET', '/api/staff/parcel-problems', { token: staff.token })).body);
    expect(desk.map((p) => p.id)).not.toContain(sent.id);
    for (const party of [sender, driver]) {
      const [told] = await server.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, party.user.id), eq(notifications.title, 'Problème résolu')));
      expect(told).toMatchObject({
        webUrl: `/parcels/${sent.id}`,
        message: 'Le problème signalé sur le colis (Petit) du trajet Tunis → Sousse a été résolu : Nouvelle adresse donnée au conducteur',
      });
    }
    // Nothing left to resolve; the parcel is delivered as any other.
    expect(await resolve({ note: 'Encore' })).toMatchObject({ status: 422, body: { errors: { parcel: ["Ce colis n'a pas de problème en cours."] } } });
    expect((await stepOk(server, driver, sent.id, 'deliver', { code: codes.delivery })).status).toBe(PARCEL_STATUS.delivered);
  });
});
