// A loopback Orange SMS API: OAuth2 client-credentials tokens, OneAPI outbound requests deduplicated by clientCorrelator,
// delivery notifications, and the contracts' units left.
import { randomUUID } from 'node:crypto';
import { basicCredentials, listen, plannedFailures, sendJson, type StandIn, type StandInText } from './stand-in-server';

export type OrangeDeliveryStatus = 'DeliveredToTerminal' | 'DeliveredToNetwork' | 'MessageWaiting' | 'DeliveryImpossible' | 'DeliveryUncertain';

export interface OrangeStandIn extends StandIn<OrangeDeliveryStatus> {
  /** How many tokens were issued. */
  readonly tokenFetches: number;
  /** Every token issued so far answers 401 from now on, as a revoked or lapsed one does. */
  expireTokens(): void;
  /** Requests that repeated a clientCorrelator already sent: answered with the first resource, nothing sent again. */
  readonly repeats: number;
}

export interface OrangeStandInOptions {
  clientId?: string;
  clientSecret?: string;
  /** Seconds, as `expires_in` says. */
  tokenLifetime?: number;
  /** The bundle's units before any text. */
  units?: number;
}

export async function startOrangeStandIn(options: OrangeStandInOptions = {}): Promise<OrangeStandIn> {
  const { clientId = 'orange-client', clientSecret = 'orange-secret', tokenLifetime = 3600, units = 500 } = options;
  const texts: (StandInText & { callbackData?: string })[] = [];
  const tokens = new Map<string, number>();
  /** clientCorrelator → the answer first given: OneAPI answers a repeated request with the resource it already made. */
  const requests = new Map<string, unknown>();
  const failures = plannedFailures();
  let tokenFetches = 0;
  let repeats = 0;

  const server = await listen((request, body, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    if (request.method === 'POST' && path === '/oauth/v3/token') {
      if (basicCredentials(request) !== `${clientId}:${clientSecret}` || new URLSearchParams(body).get('grant_type') !== 'client_credentials') {
        return sendJson(response, 401, {
          error: 'invalid_client',
          error_description: 'The requested service needs credentials, but the ones provided were invalid.',
        });
      }
      tokenFetches += 1;
      const token = `orange-token-${tokenFetches}-${randomUUID()}`;
      tokens.set(token, Date.now() + tokenLifetime * 1000);
      return sendJson(response, 200, { token_type: 'Bearer', access_token: token, expires_in: tokenLifetime });
    }

    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || (tokens.get(bearer) ?? 0) < Date.now()) {
      return sendJson(response, 401, {
        code: 42,
        message: 'Expired credentials',
        description: 'The requested service needs credentials, and the ones provided were out-of-date.',
      });
    }

    if (request.method === 'GET' && path === '/sms/admin/v1/contracts') {
      const contract = {
        country: 'TUN',
        service: 'SMS_OCB',
        contractId: 'stand-in',
        availableUnits: units - texts.length,
        expires: '2030-01-01T00:00:00.000Z',
      };
      return sendJson(response, 200, { partnerContracts: { partnerId: clientId, contracts: [{ service: 'SMS_OCB', serviceContracts: [contract] }] } });
    }

    const outbound = /^\/smsmessaging\/v1\/outbound\/([^/]+)\/requests$/.exec(path);
    if (request.method === 'POST' && outbound?.[1]) {
      const failure = failures.take();
      if (failure !== null) return sendJson(response, failure, serviceException('SVC0001', `A service error occurred (stand-in ${failure})`));
      const sender = decodeURIComponent(outbound[1]);
      const message = (JSON.parse(body) as { outboundSMSMessageRequest?: OrangeRequest }).outboundSMSMessageRequest;
      if (!message || message.senderAddress !== sender || !/^tel:\+\d{8,15}$/.test(String(message.address)) || !message.outboundSMSTextMessage?.message) {
        return sendJson(response, 400, serviceException('SVC0002', 'Invalid input value for message part %1', ['address']));
      }
      const correlator = message.clientCorrelator;
      const earlier = correlator ? requests.get(correlator) : undefined;
      if (earlier) {
        repeats += 1;
        return sendJson(response, 201, earlier);
      }
      const requestId = randomUUID();
      texts.push({
        to: String(message.address).slice('tel:'.length),
        body: message.outboundSMSTextMessage.message,
        id: correlator ?? requestId,
        statusCallback: message.receiptRequest?.notifyURL,
        callbackData: message.receiptRequest?.callbackData,
      });
      const answer = { outboundSMSMessageRequest: { ...message, resourceURL: `${server.url}/smsmessaging/v1/outbound/${outbound[1]}/requests/${requestId}` } };
      if (correlator) requests.set(correlator, answer);
      return sendJson(response, 201, answer);
    }
    sendJson(response, 404, serviceException('SVC0005', 'Resource not found'));
  });

  return {
    url: server.url,
    texts,
    get tokenFetches() {
      return tokenFetches;
    },
    get repeats() {
      return repeats;
    },
    failNext: failures.failNext,
    failuresPending: failures.pending,
    expireTokens: () => tokens.clear(),
    async deliver(id, deliveryStatus = 'DeliveredToTerminal') {
      const text = texts.find((candidate) => candidate.id === id);
      if (!text?.statusCallback) throw new Error(`Orange stand-in: no text ${id} with a notifyURL`);
      const notification = { deliveryInfoNotification: { callbackData: text.callbackData, deliveryInfo: { address: `tel:${text.to}`, deliveryStatus } } };
      return fetch(text.statusCallback, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(notification) });
    },
    close: server.close,
  };
}

interface OrangeRequest {
  address?: unknown;
  senderAddress?: string;
  outboundSMSTextMessage?: { message?: string };
  clientCorrelator?: string;
  receiptRequest?: { notifyURL?: string; callbackData?: string };
}

function serviceException(messageId: string, text: string, variables?: string[]) {
  return { requestError: { serviceException: { messageId, text, ...(variables ? { variables } : {}) } } };
}
