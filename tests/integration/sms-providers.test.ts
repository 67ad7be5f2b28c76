// Each SMS gateway against its loopback stand-in: texts arrive once, failures say whether a retry can help, receipts are
// read only from the provider that signed or keyed them.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { infobipSmsProvider } from '../../src/server/sms/infobip';
import { orangeSmsProvider } from '../../src/server/sms/orange';
import { CallbackRefused, SmsSendError, type CallbackRequest, type SmsProvider } from '../../src/server/sms/provider';
import { twilioSmsProvider } from '../../src/server/sms/twilio';
import { freePort } from '../helpers/free-port';
import { startInfobipStandIn } from '../helpers/sms-stand-ins/infobip-stand-in';
import { startOrangeStandIn, type OrangeStandIn } from '../helpers/sms-stand-ins/orange-stand-in';
import { startCallbackReceiver, startSilentServer } from '../helpers/sms-stand-ins/stand-in-server';
import { startTwilioStandIn, twilioSignature } from '../helpers/sms-stand-ins/twilio-stand-in';

const callbackSecret = 'callback-secret-for-tests';
const text = (body = 'Mechwar: votre code est 123456.') => ({ id: randomUUID(), to: '+21655333444', body });

let receiver: Awaited<ReturnType<typeof startCallbackReceiver>>;
const cleanups: (() => Promise<void>)[] = [];
beforeAll(async () => {
  receiver = await startCallbackReceiver();
});
afterAll(() => receiver.close());
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((close) => close()));
});

async function sendError(sending: Promise<unknown>): Promise<SmsSendError> {
  const error = await sending.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(SmsSendError);
  return error as SmsSendError;
}

/** The callback the receiver got last, after the stand-in posted it. */
async function lastCallback(delivering: Promise<Response>): Promise<CallbackRequest> {
  expect((await delivering).status).toBe(204);
  const request = receiver.received.at(-1);
  if (!request) throw new Error('no callback received');
  return request;
}

/** A provider pointed at a server that accepts connections and never answers. */
async function hanging(build: (url: string) => SmsProvider): Promise<SmsProvider> {
  const silent = await startSilentServer();
  cleanups.push(silent.close);
  return build(silent.url);
}

describe('Orange', () => {
  let standIn: OrangeStandIn;
  const orange = (overrides: { publicUrl?: string; baseUrl?: string; timeoutMs?: number } = {}) =>
    orangeSmsProvider({
      clientId: 'orange-client',
      clientSecret: 'orange-secret',
      sender: '71000000',
      baseUrl: standIn.url,
      publicUrl: receiver.url,
      callbackSecret,
      ...overrides,
    });
  beforeAll(async () => {
    standIn = await startOrangeStandIn();
  });
  afterAll(() => standIn.close());

  it('sends a text that arrives with its body and asks for a keyed receipt; the provider id is our id', async () => {
    const sent = text('Réservation confirmée');
    const answer = await orange().send(sent);
    expect(answer.providerId).toBe(sent.id);
    expect(answer.providerRef).toMatch(/^[0-9a-f-]{36}$/);
    expect(standIn.texts.at(-1)).toMatchObject({ to: '+21655333444', body: 'Réservation confirmée', id: sent.id });
    expect(standIn.texts.at(-1)?.statusCallback).toBe(`${receiver.url}/api/sms/status/orange?key=${callbackSecret}`);
  });

  it('asks for no receipt without a public URL', async () => {
    const sent = text();
    await orange({ publicUrl: undefined }).send(sent);
    expect(standIn.texts.find((t) => t.id === sent.id)?.statusCallback).toBeUndefined();
  });

  it('fetches one token for 20 concurrent texts, and after the token lapses renews it once, each text sent once', async () => {
    const provider = orange();
    const before = { tokens: standIn.tokenFetches, texts: standIn.texts.length };
    const first = Array.from({ length: 20 }, () => text());
    await Promise.all(first.map((t) => provider.send(t)));
    expect(standIn.tokenFetches).toBe(before.tokens + 1);

    standIn.expireTokens();
    const second = Array.from({ length: 20 }, () => text());
    await Promise.all(second.map((t) => provider.send(t)));
    expect(standIn.tokenFetches).toBe(before.tokens + 2);
    const ids = standIn.texts.slice(before.texts).map((t) => t.id);
    expect(ids.sort()).toEqual([...first, ...second].map((t) => t.id).sort());
  });

  it('sends a text resent with the same id once (clientCorrelator)', async () => {
    const provider = orange();
    const sent = text();
    const [a, b] = [await provider.send(sent), await provider.send(sent)];
    expect(b).toEqual(a);
    expect(standIn.texts.filter((t) => t.id === sent.id)).toHaveLength(1);
    expect(provider.dedupesById).toBe(true);
  });

  it('fails a 503 as retryable and a 400 as permanent', async () => {
    const provider = orange();
    standIn.failNext(1, 503);
    expect(await sendError(provider.send(text()))).toMatchObject({ permanent: false, status: 503 });
    standIn.failNext(1, 400);
    expect(await sendError(provider.send(text()))).toMatchObject({ permanent: true, status: 400 });
    expect(await sendError(provider.send({ ...text(), to: '+216' }))).toMatchObject({ permanent: true, status: 400 });
  });

  it('fails a gateway that never answers as retryable', async () => {
    const provider = await hanging((url) => orange({ baseUrl: url, timeoutMs: 200 }));
    expect(await sendError(provider.send(text()))).toMatchObject({ permanent: false });
  });

  it('reads delivery notifications that carry the key, and refuses those that do not', async () => {
    const provider = orange();
    const delivered = text();
    const failed = text();
    await provider.send(delivered);
    await provider.send(failed);
    expect(provider.receipts(await lastCallback(standIn.deliver(delivered.id)))).toEqual([{ providerId: delivered.id, status: 'delivered' }]);
    expect(provider.receipts(await lastCallback(standIn.deliver(delivered.id, 'DeliveredToNetwork')))).toEqual([{ providerId: delivered.id, status: 'sent' }]);
    const callback = await lastCallback(standIn.deliver(failed.id, 'DeliveryImpossible'));
    expect(provider.receipts(callback)).toEqual([{ providerId: failed.id, status: 'failed', reason: 'DeliveryImpossible' }]);

    const unkeyed = { ...callback, url: callback.url.split('?')[0] ?? '' };
    expect(() => provider.receipts(unkeyed)).toThrow(CallbackRefused);
    expect(() => provider.receipts({ ...callback, url: `${unkeyed.url}?key=${callbackSecret}x` })).toThrow(CallbackRefused);
  });

  it('reads the units left on the contracts', async () => {
    expect(await orange().balance?.()).toMatchObject({ units: 500 - standIn.texts.length });
  });
});

describe('Twilio', () => {
  let standIn: Awaited<ReturnType<typeof startTwilioStandIn>>;
  const twilio = (overrides: { apiBaseUrl?: string; timeoutMs?: number; authToken?: string } = {}) =>
    twilioSmsProvider({
      accountSid: standIn.accountSid,
      authToken: standIn.authToken,
      from: '+15005550006',
      apiBaseUrl: standIn.url,
      publicUrl: receiver.url,
      callbackSecret,
      ...overrides,
    });
  beforeAll(async () => {
    standIn = await startTwilioStandIn();
  });
  afterAll(() => standIn.close());

  it('sends a text through the library that arrives with its body; the provider id is the Message SID', async () => {
    const answer = await twilio().send(text('رمز التحقق 123456'));
    expect(answer.providerId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(standIn.texts.at(-1)).toMatchObject({ id: answer.providerId, to: '+21655333444', body: 'رمز التحقق 123456' });
    expect(standIn.texts.at(-1)?.statusCallback).toBe(`${receiver.url}/api/sms/status/twilio`);
  });

  it('fails a 503 as retryable and a 400 as permanent, and wrong credentials are not called permanent', async () => {
    standIn.failNext(1, 503);
    expect(await sendError(twilio().send(text()))).toMatchObject({ permanent: false, status: 503 });
    standIn.failNext(1, 400);
    expect(await sendError(twilio().send(text()))).toMatchObject({ permanent: true, status: 400 });
    expect(await sendError(twilio({ authToken: 'wrong' }).send(text()))).toMatchObject({ permanent: false, status: 401 });
  });

  it('fails a gateway that never answers as retryable', async () => {
    const provider = await hanging((url) => twilio({ apiBaseUrl: url, timeoutMs: 200 }));
    expect(await sendError(provider.send(text()))).toMatchObject({ permanent: false });
  });

  it('reads status callbacks with Twilio’s signature, and refuses forged ones', async () => {
    const provider = twilio();
    const { providerId } = await provider.send(text());
    expect(provider.receipts(await lastCallback(standIn.deliver(providerId, 'sent')))).toEqual([{ providerId, status: 'sent' }]);
    expect(provider.receipts(await lastCallback(standIn.deliver(providerId)))).toEqual([{ providerId, status: 'delivered' }]);
    const callback = await lastCallback(standIn.deliver(providerId, 'undelivered'));
    expect(provider.receipts(callback)).toEqual([{ providerId, status: 'failed', reason: '30003' }]);

    const params = callback.body as Record<string, string>;
    const altered = { ...callback, body: { ...params, MessageStatus: 'delivered' } };
    expect(() => provider.receipts(altered)).toThrow(CallbackRefused);
    expect(() => provider.receipts({ ...callback, headers: { ...callback.headers, 'x-twilio-signature': undefined } })).toThrow(CallbackRefused);
    const signedByOther = { ...callback, headers: { ...callback.headers, 'x-twilio-signature': twilioSignature('another-token', callback.url, params) } };
    expect(() => provider.receipts(signedByOther)).toThrow(CallbackRefused);
  });
});

describe('Infobip', () => {
  let standIn: Awaited<ReturnType<typeof startInfobipStandIn>>;
  const infobip = (overrides: { baseUrl?: string; timeoutMs?: number } = {}) =>
    infobipSmsProvider({ apiKey: standIn.apiKey, baseUrl: standIn.url, sender: 'Mechwar', publicUrl: receiver.url, callbackSecret, ...overrides });
  beforeAll(async () => {
    standIn = await startInfobipStandIn();
  });
  afterAll(() => standIn.close());

  it('sends a text that arrives with its body; the provider id is our id', async () => {
    const sent = text('Colis reçu à Sfax');
    expect(await infobip().send(sent)).toEqual({ providerId: sent.id });
    expect(standIn.texts.at(-1)).toMatchObject({ id: sent.id, to: '21655333444', body: 'Colis reçu à Sfax' });
    expect(standIn.texts.at(-1)?.statusCallback).toBe(`${receiver.url}/api/sms/status/infobip?key=${callbackSecret}`);
  });

  it('fails a 503 as retryable, and a 400 or a rejected destination as permanent', async () => {
    standIn.failNext(1, 503);
    expect(await sendError(infobip().send(text()))).toMatchObject({ permanent: false, status: 503 });
    standIn.failNext(1, 400);
    expect(await sendError(infobip().send(text()))).toMatchObject({ permanent: true, status: 400 });
    expect(await sendError(infobip().send({ ...text(), to: '+216' }))).toMatchObject({ permanent: true });
  });

  it('fails a gateway that never answers, or that is not there, as retryable', async () => {
    const provider = await hanging((url) => infobip({ baseUrl: url, timeoutMs: 200 }));
    expect(await sendError(provider.send(text()))).toMatchObject({ permanent: false });
    const nobody = infobip({ baseUrl: `http://127.0.0.1:${await freePort()}` });
    expect(await sendError(nobody.send(text()))).toMatchObject({ permanent: false });
  });

  it('reads delivery reports that carry the key, and refuses those that do not', async () => {
    const provider = infobip();
    const sent = text();
    await provider.send(sent);
    expect(provider.receipts(await lastCallback(standIn.deliver(sent.id)))).toEqual([{ providerId: sent.id, status: 'delivered' }]);
    expect(provider.receipts(await lastCallback(standIn.deliver(sent.id, 'PENDING')))).toEqual([{ providerId: sent.id, status: 'sent' }]);
    expect(provider.receipts(await lastCallback(standIn.deliver(sent.id, 'EXPIRED')))).toEqual([
      { providerId: sent.id, status: 'failed', reason: 'EXPIRED_EXPIRED: Message expired' },
    ]);
    const callback = await lastCallback(standIn.deliver(sent.id, 'UNDELIVERABLE'));
    expect(provider.receipts(callback)).toEqual([{ providerId: sent.id, status: 'failed', reason: 'EC_ABSENT_SUBSCRIBER: Absent Subscriber' }]);
    expect(() => provider.receipts({ ...callback, url: callback.url.replace(/\?.*$/, '') })).toThrow(CallbackRefused);
    expect(() => provider.receipts({ ...callback, url: callback.url.replace('key=', 'key=x') })).toThrow(CallbackRefused);
  });
});
