// Texts through real gateways' protocols (loopback stand-ins for Orange and Twilio): a sign-up's code arrives once, a
// 503 is retried, a refusal falls back to the second gateway, caps and the budget answer 429 and send nothing, receipts
// are taken only when keyed or signed, /metrics counts, and staff see it all on "Messages envoyés" and send a dead job back.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '../../src/server/db/schema';
import { orangeSmsProvider } from '../../src/server/sms/orange';
import type { SmsProvider } from '../../src/server/sms/provider';
import { twilioSmsProvider } from '../../src/server/sms/twilio';
import { users } from '../../src/server/db/schema';
import { call, startTestServer, TEST_PASSWORD, uniquePhone, type StartTestServerOptions, type TestServer } from '../helpers/server';
import { startOrangeStandIn, type OrangeStandIn } from '../helpers/sms-stand-ins/orange-stand-in';
import { twilioSignature, startTwilioStandIn } from '../helpers/sms-stand-ins/twilio-stand-in';

type TwilioStandIn = Awaited<ReturnType<typeof startTwilioStandIn>>;

const CALLBACK_SECRET = 'a-callback-secret-of-this-deployment-0123456789';

let orangeGateway: OrangeStandIn;
let twilioGateway: TwilioStandIn;
const servers: TestServer[] = [];
beforeAll(async () => {
  orangeGateway = await startOrangeStandIn();
  twilioGateway = await startTwilioStandIn();
});
afterAll(async () => {
  await orangeGateway.close();
  await twilioGateway.close();
});
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

/** A server texting through Orange, falling back to Twilio; the gateways learn its address (for receipts) once it listens. */
async function serverWithGateways(options: StartTestServerOptions = {}): Promise<TestServer> {
  let orange: SmsProvider | null = null;
  let twilio: SmsProvider | null = null;
  const later = (name: 'orange' | 'twilio', dedupesById: boolean, get: () => SmsProvider | null): SmsProvider => ({
    name,
    dedupesById,
    send: (text) => get()!.send(text),
    receipts: (request) => get()!.receipts(request),
    balance: async () => (await get()!.balance?.()) ?? null,
  });
  const server = await startTestServer({
    ...options,
    sms: { primary: later('orange', true, () => orange), fallback: later('twilio', false, () => twilio), ...options.sms },
  });
  servers.push(server);
  const common = { publicUrl: server.url, callbackSecret: CALLBACK_SECRET, timeoutMs: 2_000 };
  orange = orangeSmsProvider({ ...common, clientId: 'orange-client', clientSecret: 'orange-secret', sender: '71000000', baseUrl: orangeGateway.url });
  twilio = twilioSmsProvider({
    ...common,
    accountSid: twilioGateway.accountSid,
    authToken: twilioGateway.authToken,
    from: '+15005550006',
    apiBaseUrl: twilioGateway.url,
  });
  return server;
}

const register = (server: TestServer, phone: string) =>
  call(server, 'POST', '/api/auth/register', {
    json: { first_name: 'Sana', last_name: 'Ferchichi', phone, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD, terms: true },
  });

/** Signs up through the API with the code that reached Orange's stand-in, as a person would; staff when asked. */
async function signedUp(server: TestServer, { staff = false } = {}) {
  const phone = uniquePhone();
  const registered = await register(server, phone);
  await expect.poll(() => arrivedAt(orangeGateway, phone).length, { timeout: 15_000 }).toBe(1);
  const code = /\b(\d{6})\b/.exec(arrivedAt(orangeGateway, phone)[0]!.body)![1]!;
  expect((await call(server, 'POST', '/api/auth/verify-otp', { token: registered.body.data.token, json: { two_factor_code: code } })).status).toBe(200);
  if (staff) await server.database.db.update(users).set({ isStaff: true }).where(eq(users.phone, phone));
  return { phone, token: registered.body.data.token as string };
}

const arrivedAt = (gateway: { texts: { to: string; body: string; id: string }[] }, phone: string) => gateway.texts.filter((text) => text.to === `+216${phone}`);

async function textRow(server: TestServer, phone: string) {
  await expect
    .poll(
      async () =>
        (
          await server.database.db
            .select()
            .from(texts)
            .where(eq(texts.phone, `+216${phone}`))
        )[0]?.status,
      { timeout: 20_000 },
    )
    .toMatch(/sent|delivered|failed/);
  return (
    await server.database.db
      .select()
      .from(texts)
      .where(eq(texts.phone, `+216${phone}`))
  )[0]!;
}

describe('texts through the gateways', () => {
  it('texts a new account its code through Orange once, in one segment, and the code signs the person up', async () => {
    const server = await serverWithGateways();
    const phone = uniquePhone();
    const registered = await register(server, phone);
    expect(registered.status).toBe(201);
    await expect.poll(() => arrivedAt(orangeGateway, phone).length, { timeout: 10_000 }).toBe(1);
    const [text] = arrivedAt(orangeGateway, phone);
    const code = /\b(\d{6})\b/.exec(text!.body)![1]!;
    const verified = await call(server, 'POST', '/api/auth/verify-otp', { token: registered.body.data.token, json: { two_factor_code: code } });
    expect(verified.status).toBe(200);
    const row = await textRow(server, phone);
    // Handed over: kept as sent, in one segment, the body (and its code) gone from the database.
    expect(row).toMatchObject({ status: 'sent', provider: 'orange', providerId: row.id, segments: 1, encoding: 'GSM-7', body: null, attempts: 1 });
    expect(arrivedAt(twilioGateway, phone)).toHaveLength(0);
  });

  it('tries again after a 503 and sends the text once', async () => {
    const server = await serverWithGateways({ jobRetries: { limit: 3, delaySeconds: 1 } });
    orangeGateway.failNext(1, 503);
    const phone = uniquePhone();
    expect((await register(server, phone)).status).toBe(201);
    const row = await textRow(server, phone);
    expect(row).toMatchObject({ status: 'sent', provider: 'orange', attempts: 2 });
    expect(arrivedAt(orangeGateway, phone)).toHaveLength(1);
    expect(arrivedAt(twilioGateway, phone)).toHaveLength(0);
  });

  it('falls back to Twilio when Orange refuses a text for good', async () => {
    const server = await serverWithGateways();
    orangeGateway.failNext(1, 400);
    const phone = uniquePhone();
    expect((await register(server, phone)).status).toBe(201);
    const row = await textRow(server, phone);
    expect(row).toMatchObject({ status: 'sent', provider: 'twilio' });
    expect(row.providerId).toMatch(/^SM/);
    expect(arrivedAt(orangeGateway, phone)).toHaveLength(0);
    expect(arrivedAt(twilioGateway, phone)).toHaveLength(1);
  });

  it('answers 429 past the cap per number and sends nothing more', async () => {
    const server = await serverWithGateways({ rateLimits: { textsPerNumber: { max: 2, windowMs: 3_600_000 } } });
    const phone = uniquePhone();
    expect((await register(server, phone)).status).toBe(201);
    // The reset's cooldown is moved past each time; the cap counts texts asked for, whoever asks.
    expect((await call(server, 'POST', '/api/auth/forgot-password', { json: { phone } })).status).toBe(200);
    const capped = await call(server, 'POST', '/api/auth/forgot-password', { json: { phone } });
    expect(capped.status).toBe(429);
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(0);
    // A number without an account is capped the same way: the answer tells nothing about accounts.
    const stranger = uniquePhone();
    for (let i = 0; i < 2; i++) expect((await call(server, 'POST', '/api/auth/forgot-password', { json: { phone: stranger } })).status).toBe(200);
    expect((await call(server, 'POST', '/api/auth/forgot-password', { json: { phone: stranger } })).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(arrivedAt(orangeGateway, phone)).toHaveLength(2);
    expect(arrivedAt(orangeGateway, stranger)).toHaveLength(0);
  });

  it('stops at the daily budget: the sign-up past it is refused with 429, no account and no text', async () => {
    const server = await serverWithGateways({ sms: { dailyLimit: 2 } });
    const staff = await signedUp(server, { staff: true });
    const first = uniquePhone();
    const second = uniquePhone();
    expect((await register(server, first)).status).toBe(201);
    const refused = await register(server, second);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(arrivedAt(orangeGateway, second)).toHaveLength(0);
    expect((await call(server, 'POST', '/api/auth/login', { json: { phone: second, password: TEST_PASSWORD } })).status).toBe(422);
    // Staff see the budget spent on the desk.
    const staffDesk = await call(server, 'GET', '/api/staff/texts', { token: staff.token });
    expect(staffDesk.body.budget).toEqual({ limit: 2, spent_today: 2 });
  });
});

describe('delivery receipts', () => {
  it('takes a keyed Orange receipt and a signed Twilio one; forged, unkeyed and unknown ones change nothing', async () => {
    const server = await serverWithGateways();
    const phone = uniquePhone();
    await register(server, phone);
    const row = await textRow(server, phone);

    const unkeyed = await call(server, 'POST', '/api/sms/status/orange', {
      json: { deliveryInfoNotification: { callbackData: row.id, deliveryInfo: { address: `tel:+216${phone}`, deliveryStatus: 'DeliveredToTerminal' } } },
    });
    expect(unkeyed.status).toBe(403);
    const wrongKey = await call(server, 'POST', '/api/sms/status/orange?key=guess', {
      json: { deliveryInfoNotification: { callbackData: row.id, deliveryInfo: { address: `tel:+216${phone}`, deliveryStatus: 'DeliveredToTerminal' } } },
    });
    expect(wrongKey.status).toBe(403);
    expect((await call(server, 'POST', '/api/sms/status/nobody', { json: {} })).status).toBe(404);
    expect((await textRow(server, phone)).status).toBe('sent');

    const receipt = await orangeGateway.deliver(row.id, 'DeliveredToTerminal');
    expect(receipt.status).toBe(204);
    expect((await textRow(server, phone)).status).toBe('delivered');

    // Twilio: a form signed with the wrong token is refused; the stand-in's signed one is taken.
    orangeGateway.failNext(1, 400);
    const other = uniquePhone();
    await register(server, other);
    const twilioRow = await textRow(server, other);
    const url = `${server.url}/api/sms/status/twilio`;
    const form = { MessageSid: twilioRow.providerId!, MessageStatus: 'delivered' };
    const forged = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': twilioSignature('not-the-token', url, form) },
      body: new URLSearchParams(form),
    });
    expect(forged.status).toBe(403);
    expect((await textRow(server, other)).status).toBe('sent');
    const signed = await twilioGateway.deliver(twilioRow.providerId!, 'undelivered');
    expect(signed.status).toBe(204);
    expect(await textRow(server, other)).toMatchObject({ status: 'failed' });
  });
});

describe('what staff and the operator see', () => {
  it('counts texts in /metrics, shows them masked to staff only, and sends a dead job back with Relancer', async () => {
    const server = await serverWithGateways({ jobRetries: { limit: 1, delaySeconds: 1 } });
    const before = await sentCount(server);
    const phone = uniquePhone();
    await register(server, phone);
    await textRow(server, phone);
    expect(await sentCount(server)).toBe(before + 1);

    // Both gateways down: two tries each way, then the job is dead and the text failed.
    orangeGateway.failNext(2, 503);
    twilioGateway.failNext(1, 503);
    const unlucky = uniquePhone();
    await register(server, unlucky);
    await expect.poll(async () => (await textRow(server, unlucky)).status, { timeout: 30_000 }).toBe('failed');

    const staff = await signedUp(server, { staff: true });
    expect((await call(server, 'GET', '/api/staff/texts')).status).toBe(401);
    const passenger = await signedUp(server);
    expect((await call(server, 'GET', '/api/staff/texts', { token: passenger.token })).status).toBe(404);
    expect((await call(server, 'POST', '/api/staff/jobs/00000000-0000-4000-8000-000000000000/retry', { token: passenger.token })).status).toBe(404);
    // Bad input: an id that cannot be a job's is not found, never a server error.
    expect((await call(server, 'POST', '/api/staff/jobs/not-a-job/retry', { token: staff.token })).status).toBe(404);
    await expect.poll(async () => (await call(server, 'GET', '/api/staff/texts', { token: staff.token })).body.dead_jobs.length, { timeout: 15_000 }).toBe(1);
    const desk = await call(server, 'GET', '/api/staff/texts', { token: staff.token });
    expect(desk.status).toBe(200);
    expect(desk.body.texts[0]).toMatchObject({ status: 'failed', phone: `+216 ${unlucky.slice(0, 2)} ••• ${unlucky.slice(-3)}` });
    expect(JSON.stringify(desk.body)).not.toContain(unlucky);
    // Orange tells what is left on the account (the stand-in's bundle, less the texts it sent).
    expect(desk.body.balance).toBe(500 - orangeGateway.texts.length);
    const dead = desk.body.dead_jobs[0];
    expect(dead.queue).toBe('sms');

    const relaunched = await call(server, 'POST', `/api/staff/jobs/${dead.id}/retry`, { token: staff.token });
    expect(relaunched.status).toBe(200);
    expect(relaunched.body.message).toBe('Job relancé');
    await expect.poll(async () => (await textRow(server, unlucky)).status, { timeout: 20_000 }).toBe('sent');
    // Sent once, by the gateway it had fallen back to.
    expect(arrivedAt(orangeGateway, unlucky)).toHaveLength(0);
    expect(arrivedAt(twilioGateway, unlucky)).toHaveLength(1);
    // Once sent back, it is no longer dead: a second Relancer is a 404, not a second text.
    expect((await call(server, 'POST', `/api/staff/jobs/${dead.id}/retry`, { token: staff.token })).status).toBe(404);
  });
});

async function sentCount(server: TestServer): Promise<number> {
  const answer = await server.app.inject({ method: 'GET', url: '/metrics' });
  const line = answer.body.split('\n').find((each) => each.startsWith('sms_texts_total{provider="orange",status="sent"}'));
  return line ? Number(line.split(' ').at(-1)) : 0;
}
