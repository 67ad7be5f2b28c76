// The one interface every SMS gateway (Orange, Twilio, Infobip) is used through, and what they share: errors, the status callback URL, secret checks.
import { timingSafeEqual } from 'node:crypto';

export interface OutgoingText {
  /** Our id for this text (a UUID): given to providers that take one (Orange `clientCorrelator`, Infobip `messageId`), so a retry after a lost answer is not sent twice. */
  id: string;
  /** E.164, e.g. '+21655333444'. */
  to: string;
  body: string;
  /** Why it is sent ('verify', 'reset', 'parcel'): never given to a gateway, only to the log and tests. */
  purpose?: string;
}

export interface SentText {
  /** The key the provider's receipts carry for this text: match receipts on it (Orange: our own id, see orange.ts). */
  providerId: string;
  /** The provider's own reference when it is not `providerId` (Orange's request id), for a support ticket. */
  providerRef?: string;
}

/** A send that failed. `permanent`: retrying the same provider cannot help (4xx other than 401/408/429, bad number, no credit); otherwise (5xx, timeout, connection refused, 429) it may be retried. */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

export type ReceiptStatus = 'sent' | 'delivered' | 'failed';

export interface DeliveryReceipt {
  providerId: string;
  status: ReceiptStatus;
  reason?: string;
}

/** A status callback as the server received it. `url` is the full public URL the provider called (Twilio signs it). `body` is parsed (JSON object, or the urlencoded form as a flat object). */
export interface CallbackRequest {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export class CallbackRefused extends Error {
  constructor(message = 'SMS status callback refused') {
    super(message);
    this.name = 'CallbackRefused';
  }
}

export type SmsProviderName = 'orange' | 'twilio' | 'infobip';

export interface SmsProvider {
  /** A gateway's name, or 'log' (development) and a test's recorder. */
  readonly name: SmsProviderName | (string & {});
  /** Whether a second send with the same `OutgoingText.id` is deduplicated by the provider (Orange: clientCorrelator). */
  readonly dedupesById: boolean;
  send(text: OutgoingText): Promise<SentText>;
  /** The receipts one callback carries; throws CallbackRefused when its signature (Twilio) or secret key (the others, which do not sign) does not match. */
  receipts(request: CallbackRequest): DeliveryReceipt[];
  /** What is left on the account, when the provider tells (Orange: /sms/admin/v1/contracts). */
  balance?(): Promise<{ units: number; detail?: string } | null>;
}

/** What every provider is built with, besides its own credentials. */
export interface ProviderCommon {
  /** Where providers can reach this server; without it no delivery receipts are asked for. */
  publicUrl?: string;
  /** The `?key=` unsigned providers must call back with. */
  callbackSecret: string;
  fetch?: typeof fetch;
  /** How long one HTTP call to the provider may take before it counts as a (retryable) failure. */
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * The status callback URL a provider is asked to call, or undefined when the server has no public URL.
 * Twilio signs its callbacks, so it gets no key; the others prove themselves only with `?key=`.
 */
export function callbackUrl(publicUrl: string | undefined, name: SmsProviderName, secret?: string): string | undefined {
  if (!publicUrl) return undefined;
  const base = `${publicUrl.replace(/\/+$/, '')}/api/sms/status/${name}`;
  return secret === undefined ? base : `${base}?key=${encodeURIComponent(secret)}`;
}

/** Constant-time comparison, so the time a refusal takes tells nothing about how much of the secret was right. */
export function secretsMatch(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Refuses a callback from an unsigned provider unless its URL carries the callback secret as `?key=`. */
export function requireCallbackKey(request: CallbackRequest, secret: string): void {
  let key: string | null;
  try {
    key = new URL(request.url, 'http://callback.invalid').searchParams.get('key');
  } catch {
    key = null;
  }
  if (key === null || !secretsMatch(key, secret)) throw new CallbackRefused('SMS status callback without the right key');
}

/** Whether a provider's HTTP status means trying again could work (see SmsSendError). */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 401 || status === 408 || status === 429;
}
