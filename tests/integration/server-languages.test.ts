// The server speaks the person's language: a 422 and its field messages, notifications (and so push messages) and
// texts, in French (the source wording), Arabic and English; field keys stay Laravel's. The account's language is set
// by an idempotent `PUT /api/user/locale` and wins over Accept-Language.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/server/db/schema';
import { createAnnouncement } from '../helpers/announcements';
import { bookSeats, publishTrip, type TestDriver } from '../helpers/marketplace';
import { call, createVerifiedUser, registerUser, type SignedInUser, type TestServer } from '../helpers/server';
import { driverAndPassenger, startServerWith } from '../helpers/server-cast';

let server: TestServer;
let driver: TestDriver;
let passenger: SignedInUser;
beforeAll(async () => void ({ server, driver, passenger } = await startServerWith(driverAndPassenger)));
afterAll(async () => server?.close());

const setLocale = (account: SignedInUser, locale: unknown, headers: Record<string, string> = {}, chosen?: unknown) =>
  call(server, 'PUT', '/api/user/locale', { token: account.token, json: chosen === undefined ? { locale } : { locale, chosen }, headers });
/** The driver's newest notification reads so in each language they switch to. */
async function expectNewestReads(readings: [locale: string, title: string, message: string][]) {
  for (const [locale, title, message] of readings) {
    expect((await setLocale(driver, locale)).status).toBe(200);
    expect(await lastNotificationOf(driver), locale).toMatchObject({ title, message });
  }
}

/** The newest notification as the person's dropdown reads it. */
const lastNotificationOf = async (account: SignedInUser): Promise<{ title: string; message: string }> =>
  (await call(server, 'GET', '/api/notifications', { token: account.token })).body.notifications[0];

describe('answers in the caller’s language', () => {
  const emptyLogin = (language: string) => call(server, 'POST', '/api/auth/login', { json: {}, headers: { 'accept-language': language } });

  it('writes a 422 in French by default, in Arabic or English when asked, with the same field keys', async () => {
    const french = await emptyLogin('fr-FR,fr;q=0.9');
    expect(french.status).toBe(422);
    expect(french.body.errors.phone).toEqual(['The phone field is required.']);
    expect(french.headers.get('content-language')).toBe('fr');

    const arabic = await emptyLogin('ar-TN,ar;q=0.9,fr;q=0.5');
    expect(arabic.status).toBe(422);
    expect(Object.keys(arabic.body.errors).sort()).toEqual(Object.keys(french.body.errors).sort());
    expect(arabic.body.errors.phone).toEqual(['حقل «رقم الهاتف» مطلوب.']);
    expect(arabic.body.errors.password).toEqual(['حقل «كلمة المرور» مطلوب.']);
    // Laravel's summary: the first message and how many more, counted in Arabic.
    expect(arabic.body.message).toBe('حقل «رقم الهاتف» مطلوب. (وخطأ آخر)');
    expect(arabic.headers.get('content-language')).toBe('ar');

    const english = await emptyLogin('en-GB');
    expect(english.body.errors.phone).toEqual(['The phone field is required.']);
    expect(english.body.message).toBe('The phone field is required. (and 1 more error)');
  });

  it('translates a refusal whose text carries a count', async () => {
    const trip = await publishTrip(server, driver, { available_seats: 2 });
    const tooMany = await bookSeats(server, passenger, trip.id, 3, { 'accept-language': 'ar' });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.seats).toEqual(['يجب ألا يتجاوز عدد المقاعد مقعدين.']);
    const english = await bookSeats(server, passenger, trip.id, 3, { 'accept-language': 'en' });
    expect(english.body.errors.seats).toEqual(['The seats must not be greater than 2.']);
  });

  it('speaks French to a language the product does not speak', async () => {
    const german = await emptyLogin('de-DE,de;q=0.9');
    expect(german.body.errors.phone).toEqual(['The phone field is required.']);
    expect(german.headers.get('content-language')).toBe('fr');
  });
});

describe('PUT /api/user/locale', () => {
  it('keeps the language on the account, which then wins over Accept-Language and shows in the profile', async () => {
    const person = await createVerifiedUser(server);
    const saved = await setLocale(person, 'ar', { 'accept-language': 'fr' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ message: 'تم حفظ اللغة.', locale: 'ar' });
    const profile = await call(server, 'GET', '/api/profile', { token: person.token, headers: { 'accept-language': 'en' } });
    expect(profile.body.user.locale).toBe('ar');
    const refused = await call(server, 'POST', '/api/profile', { token: person.token, json: {}, headers: { 'accept-language': 'en' } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.first_name).toEqual(['حقل «الاسم» مطلوب.']);
  });

  it('refuses a language the product does not speak, and a caller who is not signed in', async () => {
    const person = await createVerifiedUser(server);
    for (const locale of ['de', '', null, 3, 'AR', { locale: 'ar' }]) {
      const answer = await setLocale(person, locale);
      expect(answer.status, JSON.stringify(locale)).toBe(422);
      expect(answer.body.errors).toEqual({ locale: ['The selected locale is invalid.'] });
    }
    const noBody = await call(server, 'PUT', '/api/user/locale', { token: person.token });
    expect(noBody.status).toBe(422);
    expect((await call(server, 'PUT', '/api/user/locale', { json: { locale: 'ar' } })).status).toBe(401);
    expect((await call(server, 'PUT', '/api/user/locale', { token: 'nope', json: { locale: 'ar' } })).status).toBe(401);
    expect((await call(server, 'GET', '/api/profile', { token: person.token })).body.user.locale).toBeNull();
  });

  it('is idempotent: a replay answers the stored result and does not undo a later choice', async () => {
    const person = await createVerifiedUser(server);
    const key = randomUUID();
    const first = await setLocale(person, 'en', { 'Idempotency-Key': key });
    expect(first.status).toBe(200);
    expect((await setLocale(person, 'ar')).status).toBe(200);
    const replay = await setLocale(person, 'en', { 'Idempotency-Key': key });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await call(server, 'GET', '/api/profile', { token: person.token })).body.user.locale).toBe('ar');
  });

  it('keeps a device’s own language only until the person chooses one, and says which it is', async () => {
    const person = await createVerifiedUser(server);
    const profile = async () => (await call(server, 'GET', '/api/profile', { token: person.token })).body.user;
    expect((await setLocale(person, 'fr', {}, false)).status).toBe(200);
    expect(await profile()).toMatchObject({ locale: 'fr', locale_chosen: false });
    expect((await setLocale(person, 'ar', {}, false)).status).toBe(200);
    expect(await profile()).toMatchObject({ locale: 'ar', locale_chosen: false });
    expect((await setLocale(person, 'en')).status).toBe(200);
    expect(await profile()).toMatchObject({ locale: 'en', locale_chosen: true });
    // A device that never chose does not undo the choice; its answer says the account's language.
    const told = await setLocale(person, 'ar', {}, false);
    expect(told.body.locale).toBe('en');
    expect(await profile()).toMatchObject({ locale: 'en', locale_chosen: true });
    const refused = await setLocale(person, 'ar', {}, 'yes');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ chosen: ['The chosen field must be true or false.'] });
  });

  it('is open to an account still confirming its phone', async () => {
    const unverified = await registerUser(server);
    expect((await setLocale(unverified, 'en')).status).toBe(200);
  });
});

describe('what reaches a person outside their own requests', () => {
  it('writes each notification in its recipient’s language', async () => {
    const trip = await publishTrip(server, driver);
    for (const [locale, title, words] of [
      ['fr', 'Nouvelle demande de réservation', 'demande 1 place sur votre trajet Tunis → Sousse.'],
      ['ar', 'طلب حجز جديد', 'مقعدًا واحدًا في رحلتك تونس ← سوسة.'],
      ['en', 'New booking request', 'asks for 1 seat on your trip Tunis → Sousse.'],
    ] as const) {
      expect((await setLocale(driver, locale)).status).toBe(200);
      const asker = await createVerifiedUser(server, { first_name: 'Amel', last_name: 'Sassi' });
      expect((await bookSeats(server, asker, trip.id, 1)).status).toBe(201);
      const notice = await lastNotificationOf(driver);
      expect(notice.title, locale).toBe(title);
      expect(notice.message, locale).toContain(words);
      expect(notice.message, locale).toContain('Amel Sassi');
    }
  });

  it('keeps a notification as its catalog key with values, worded in the language the reader has when reading', async () => {
    expect((await setLocale(driver, 'fr')).status).toBe(200);
    const trip = await publishTrip(server, driver);
    const asker = await createVerifiedUser(server, { first_name: 'Hedi', last_name: 'Trabelsi' });
    expect((await bookSeats(server, asker, trip.id, 2)).status).toBe(201);
    const [row] = (await server.database.db.select().from(notifications).where(eq(notifications.userId, driver.user.id))).sort((a, b) => b.id - a.id);
    expect(row!.titleLabel).toEqual({ id: 'Nouvelle demande de réservation' });
    expect(row!.messageLabel).toMatchObject({ id: '{name} demande {seats} sur votre trajet {route}.', values: { name: 'Hedi Trabelsi' } });
    await expectNewestReads([
      ['fr', 'Nouvelle demande de réservation', 'Hedi Trabelsi demande 2 places sur votre trajet Tunis → Sousse.'],
      ['ar', 'طلب حجز جديد', 'يطلب Hedi Trabelsi مقعدين في رحلتك تونس ← سوسة.'],
      ['en', 'New booking request', 'Hedi Trabelsi asks for 2 seats on your trip Tunis → Sousse.'],
    ]);
  });

  it('still reads a notification an earlier version stored as French prose, translated for its reader', async () => {
    await server.database.db.insert(notifications).values({
      userId: driver.user.id,
      title: 'Trajet annulé',
      message: 'Le trajet Tunis → Sousse a été annulé par le conducteur.',
      webUrl: '/trips',
      createdAt: server.clock.now(),
    });
    await expectNewestReads([
      ['fr', 'Trajet annulé', 'Le trajet Tunis → Sousse a été annulé par le conducteur.'],
      ['ar', 'تم إلغاء الرحلة', 'ألغى السائق الرحلة تونس ← سوسة.'],
      ['en', 'Trip cancelled', 'The trip Tunis → Sousse was cancelled by the driver.'],
    ]);
  });

  it('writes a ride alert’s date, seats and cities in the driver’s language', async () => {
    await publishTrip(server, driver);
    for (const [locale, title, message] of [
      ['fr', 'Alerte trajet', 'Un passager cherche Tunis → Sousse le mardi 13 avril à 08:30 (2 places).'],
      ['ar', 'تنبيه رحلة', 'راكب يبحث عن رحلة تونس ← سوسة يوم الثلاثاء، 13 أفريل في 08:30 (مقعدين).'],
      ['en', 'Trip alert', 'A passenger is looking for a ride Tunis → Sousse on Tuesday 13 April at 08:30 (2 seats).'],
    ] as const) {
      expect((await setLocale(driver, locale)).status).toBe(200);
      await createAnnouncement(server, passenger, { desired_departure_time: '2027-04-13T07:30:00.000Z', seats_needed: 2 });
      const alert = await lastNotificationOf(driver);
      expect(alert.title, locale).toBe(title);
      expect(alert.message, locale).toBe(message);
    }
  });

  it('sends the confirmation code in the language the person signed up in', async () => {
    const arabic = await call(server, 'POST', '/api/auth/register', {
      headers: { 'accept-language': 'ar' },
      json: {
        first_name: 'Rim',
        last_name: 'Haddad',
        phone: `9${String(Date.now()).slice(-7)}`,
        password: 'Secret#123',
        password_confirmation: 'Secret#123',
        terms: true,
      },
    });
    expect(arabic.status).toBe(201);
    expect(arabic.body.message).toBe('تم التسجيل بنجاح. أدخل الرمز المرسل إلى هاتفك.');
    expect(arabic.body.data.user.locale).toBe('ar');
    const [text] = await server.sms.sentTo(arabic.body.data.user.phone, 'verify');
    expect(text!.text).toBe(`Mechwar: رمز التأكيد الخاص بك هو ${text!.code}. تنتهي صلاحيته بعد 5 دقائق.`);
  });
});
