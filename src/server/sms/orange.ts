// Orange SMS API (the gateway Tunisian numbers are reached through): OAuth2 token, sending, delivery receipts, units left.
//
// Receipts and ids: Orange's delivery notification carries only our `callbackData` and the address, never its own request id,
// so `send` answers `providerId` = our text id (the clientCorrelator, also sent as callbackData) and receipts carry the same.
// Orange's own request id (the end of `resourceURL`) is kept as `providerRef` for support tickets.
import { callProvider, describeError, statusError, type ProviderHttp } from './provider-http';
import {
  callbackUrl,
  requireCallbackKey,
  SmsSendError,
  type CallbackRequest,
  type DeliveryReceipt,
  type OutgoingText,
  type ProviderCommon,
  type ReceiptStatus,
  type SentText,
  type SmsProvider,
} from './provider';

export interface OrangeConfig extends ProviderCommon {
  clientId: string;
  clientSecret: string;
  /** The sender's number, 8 digits (sent as tel:+216…); a +216 or 216 in front is dropped. */
  sender: string;
  baseUrl?: string;
}

const LABEL = 'Orange SMS';
/** A token is dropped this long before Orange says it expires, so a send never leaves with one about to lapse. */
const TOKEN_MARGIN_MS = 60_000;

interface Token {
  value: string;
  expiresAt: number;
}

export function orangeSmsProvider(config: OrangeConfig): SmsProvider {
  const sender = config.sender.replace(/^(\+|00)?216(?=\d{8}$)/, '');
  if (!/^\d{8}$/.test(sender)) throw new Error(`Orange SMS: the sender must be a Tunisian number of 8 digits, got "${config.sender}"`);
  const base = (config.baseUrl ?? 'https://api.orange.com').replace(/\/+$/, '');
  const http: ProviderHttp = { fetch: config.fetch, timeoutMs: config.timeoutMs };
  const senderAddress = `tel:+216${sender}`;
  const notifyURL = callbackUrl(config.publicUrl, 'orange', config.callbackSecret);
  const tokens = tokenKeeper(base, config, http);

  async function bearerCall(path: string, init: RequestInit) {
    const token = await tokens.current();
    const first = await callProvider(LABEL, http, `${base}${path}`, withBearer(init, token));
    if (first.status !== 401) return first;
    // Revoked or expired early: renew once (shared with every send that met the same 401) and try once more.
    tokens.invalidate(token);
    return callProvider(LABEL, http, `${base}${path}`, withBearer(init, await tokens.current()));
  }

  return {
    name: 'orange',
    dedupesById: true,

    async send(text: OutgoingText): Promise<SentText> {
      const request = {
        outboundSMSMessageRequest: {
          address: `tel:${text.to}`,
          senderAddress,
          outboundSMSTextMessage: { message: text.body },
          clientCorrelator: text.id,
          ...(notifyURL ? { receiptRequest: { notifyURL, callbackData: text.id } } : {}),
        },
      };
      const path = `/smsmessaging/v1/outbound/${encodeURIComponent(senderAddress)}/requests`;
      const answer = await bearerCall(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) });
      if (answer.status !== 201 && answer.status !== 200) throw statusError(LABEL, answer.status, describeError(answer.body));
      const resourceURL = (answer.body as { outboundSMSMessageRequest?: { resourceURL?: unknown } } | null)?.outboundSMSMessageRequest?.resourceURL;
      const providerRef = typeof resourceURL === 'string' ? resourceURL.split('/').filter(Boolean).pop() : undefined;
      return providerRef ? { providerId: text.id, providerRef } : { providerId: text.id };
    },

    receipts(request: CallbackRequest): DeliveryReceipt[] {
      requireCallbackKey(request, config.callbackSecret);
      const notification = (request.body as { deliveryInfoNotification?: OrangeNotification } | null)?.deliveryInfoNotification;
      const id = notification?.callbackData;
      const deliveryStatus = notification?.deliveryInfo?.deliveryStatus;
      if (typeof id !== 'string' || typeof deliveryStatus !== 'string') return [];
      return [receipt(id, deliveryStatus)];
    },

    async balance() {
      const answer = await bearerCall('/sms/admin/v1/contracts', { method: 'GET' });
      if (answer.status !== 200) throw statusError(LABEL, answer.status, describeError(answer.body));
      const contracts = serviceContracts(answer.body);
      if (contracts.length === 0) return null;
      const units = contracts.reduce((sum, contract) => sum + contract.availableUnits, 0);
      const detail = contracts.map((c) => [c.country, `${c.availableUnits} units`, c.expires && `until ${c.expires}`].filter(Boolean).join(' ')).join('; ');
      return { units, detail };
    },
  };
}

interface OrangeNotification {
  callbackData?: unknown;
  deliveryInfo?: { address?: unknown; deliveryStatus?: unknown };
}

/** OneAPI delivery statuses: only DeliveredToTerminal is on the phone; the network holding it is still "sent". */
function receipt(providerId: string, deliveryStatus: string): DeliveryReceipt {
  const status: ReceiptStatus =
    deliveryStatus === 'DeliveredToTerminal' ? 'delivered' : deliveryStatus === 'DeliveredToNetwork' || deliveryStatus === 'MessageWaiting' ? 'sent' : 'failed';
  return status === 'failed' ? { providerId, status, reason: deliveryStatus } : { providerId, status };
}

interface ServiceContract {
  availableUnits: number;
  country?: string;
  expires?: string;
}

/**
 * The contracts in either shape Orange has documented: a flat array of contracts, or
 * `{ partnerContracts: { contracts: [{ serviceContracts: [...] }] } }`.
 */
function serviceContracts(body: unknown): ServiceContract[] {
  const flat: unknown[] = Array.isArray(body)
    ? body
    : asArray((body as { partnerContracts?: { contracts?: unknown } } | null)?.partnerContracts?.contracts).flatMap((contract) =>
        asArray((contract as { serviceContracts?: unknown }).serviceContracts),
      );
  return flat.flatMap((item) => {
    const contract = item as { availableUnits?: unknown; country?: unknown; expires?: unknown; expirationDate?: unknown };
    const units = Number(contract.availableUnits);
    if (!Number.isFinite(units)) return [];
    const expires = contract.expires ?? contract.expirationDate;
    return [
      {
        availableUnits: units,
        country: typeof contract.country === 'string' ? contract.country : undefined,
        expires: typeof expires === 'string' ? expires : undefined,
      },
    ];
  });
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function withBearer(init: RequestInit, token: string): RequestInit {
  return { ...init, headers: { ...(init.headers as Record<string, string> | undefined), authorization: `Bearer ${token}` } };
}

/**
 * The access token, fetched once and kept until shortly before it expires. Concurrent sends share one fetch;
 * a token refused with 401 is dropped only if it is still the current one, so twenty sends meeting the same 401 renew once.
 */
function tokenKeeper(base: string, config: OrangeConfig, http: ProviderHttp) {
  let token: Token | null = null;
  let pending: Promise<Token> | null = null;

  async function fetchToken(): Promise<Token> {
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const answer = await callProvider(LABEL, http, `${base}/oauth/v3/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: 'grant_type=client_credentials',
    });
    const body = answer.body as { access_token?: unknown; expires_in?: unknown } | null;
    if (answer.status !== 200 || typeof body?.access_token !== 'string') {
      throw answer.status === 200
        ? new SmsSendError(`${LABEL}: token answer without access_token`, false, 200)
        : statusError(`${LABEL} token`, answer.status, describeError(answer.body));
    }
    const lifetimeMs = (Number(body.expires_in) || 3600) * 1000;
    return { value: body.access_token, expiresAt: Date.now() + Math.max(lifetimeMs - TOKEN_MARGIN_MS, lifetimeMs / 2) };
  }

  return {
    async current(): Promise<string> {
      if (token && token.expiresAt > Date.now()) return token.value;
      pending ??= fetchToken().then(
        (fresh) => {
          token = fresh;
          pending = null;
          return fresh;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return (await pending).value;
    },
    invalidate(refused: string): void {
      if (token?.value === refused) token = null;
    },
  };
}
