// A loopback Twilio REST API for messages: form-encoded creates with Basic auth, Twilio's JSON answers, and status
// callbacks signed with the auth token the way Twilio signs them.
import { createHmac, randomBytes } from 'node:crypto';
import { basicCredentials, listen, plannedFailures, sendJson, type StandIn, type StandInText } from './stand-in-server';

export type TwilioMessageStatus = 'queued' | 'sending' | 'sent' | 'delivered' | 'undelivered' | 'failed';

export interface TwilioStandInOptions {
  accountSid?: string;
  authToken?: string;
}

export async function startTwilioStandIn(
  options: TwilioStandInOptions = {},
): Promise<StandIn<TwilioMessageStatus> & { accountSid: string; authToken: string }> {
  const { accountSid = `AC${'0'.repeat(32)}`, authToken = 'twilio-auth-token' } = options;
  const texts: (StandInText & { from: string })[] = [];
  const failures = plannedFailures();

  const server = await listen((request, body, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    if (request.method !== 'POST' || path !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) {
      return sendJson(response, 404, restError(20404, 'The requested resource was not found', 404));
    }
    if (basicCredentials(request) !== `${accountSid}:${authToken}`) return sendJson(response, 401, restError(20003, 'Authenticate', 401));
    const failure = failures.take();
    if (failure !== null) {
      return sendJson(
        response,
        failure,
        failure === 400 ? restError(21211, "The 'To' number is not a valid phone number.", 400) : restError(20500, 'Internal Server Error', failure),
      );
    }
    const form = new URLSearchParams(body);
    const to = form.get('To') ?? '';
    const from = form.get('From') ?? form.get('MessagingServiceSid') ?? '';
    if (!from) return sendJson(response, 400, restError(21603, "A 'From' phone number is required.", 400));
    if (!/^\+\d{8,15}$/.test(to)) return sendJson(response, 400, restError(21211, `The 'To' number ${to} is not a valid phone number.`, 400));
    const sid = `SM${randomBytes(16).toString('hex')}`;
    const statusCallback = form.get('StatusCallback') ?? undefined;
    texts.push({ to, body: form.get('Body') ?? '', id: sid, from, statusCallback });
    const now = new Date().toUTCString().replace('GMT', '+0000');
    sendJson(response, 201, {
      account_sid: accountSid,
      api_version: '2010-04-01',
      body: form.get('Body'),
      date_created: now,
      date_sent: null,
      date_updated: now,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from: form.get('From'),
      messaging_service_sid: form.get('MessagingServiceSid'),
      num_media: '0',
      num_segments: '1',
      price: null,
      price_unit: 'USD',
      sid,
      status: 'queued',
      subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
      to,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
    });
  });

  return {
    url: server.url,
    accountSid,
    authToken,
    texts,
    failNext: failures.failNext,
    failuresPending: failures.pending,
    async deliver(id, status = 'delivered') {
      const text = texts.find((candidate) => candidate.id === id);
      if (!text?.statusCallback) throw new Error(`Twilio stand-in: no message ${id} with a StatusCallback`);
      const params: Record<string, string> = {
        AccountSid: accountSid,
        ApiVersion: '2010-04-01',
        From: text.from,
        To: text.to,
        MessageSid: id,
        SmsSid: id,
        MessageStatus: status,
        SmsStatus: status,
        ...(status === 'undelivered' || status === 'failed' ? { ErrorCode: '30003' } : {}),
      };
      return fetch(text.statusCallback, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': twilioSignature(authToken, text.statusCallback, params) },
        body: new URLSearchParams(params).toString(),
      });
    },
    close: server.close,
  };
}

/** Twilio's webhook signature: HMAC-SHA1, keyed by the auth token, of the URL followed by each parameter's name and value in name order. */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((signed, key) => signed + key + params[key], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

function restError(code: number, message: string, status: number) {
  return { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status };
}
