// Twilio through its official library: sending, and status callbacks checked against Twilio's signature.
//
// twilio-node has no base-URL option (only edge/region, which stay on twilio.com), so tests reach a stand-in through
// `apiBaseUrl`: a RequestClient that sends every twilio.com request there instead. Twilio dedupes nothing, so `OutgoingText.id`
// is not sent; receipts carry the Message SID, which `send` answers as `providerId`.
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import {
  callbackUrl,
  CallbackRefused,
  DEFAULT_TIMEOUT_MS,
  isRetryableStatus,
  SmsSendError,
  type CallbackRequest,
  type DeliveryReceipt,
  type OutgoingText,
  type ProviderCommon,
  type ReceiptStatus,
  type SentText,
  type SmsProvider,
} from './provider';

export interface TwilioConfig extends Omit<ProviderCommon, 'fetch'> {
  accountSid: string;
  authToken: string;
  /** A Twilio number or alphanumeric sender; or a Messaging Service, which picks the sender itself. */
  from?: string;
  messagingServiceSid?: string;
  /** Tests only: where Twilio's REST API is reached instead of https://api.twilio.com. */
  apiBaseUrl?: string;
}

const LABEL = 'Twilio';

export function twilioSmsProvider(config: TwilioConfig): SmsProvider {
  if (!config.from && !config.messagingServiceSid) throw new Error('Twilio: a sender (from) or a messagingServiceSid is required');
  const client = twilio(config.accountSid, config.authToken, {
    httpClient: requestClient(config.timeoutMs ?? DEFAULT_TIMEOUT_MS, config.apiBaseUrl),
  });
  const statusCallback = callbackUrl(config.publicUrl, 'twilio');

  return {
    name: 'twilio',
    dedupesById: false,

    async send(text: OutgoingText): Promise<SentText> {
      try {
        const message = await client.messages.create({
          to: text.to,
          body: text.body,
          ...(config.messagingServiceSid ? { messagingServiceSid: config.messagingServiceSid } : { from: config.from }),
          ...(statusCallback ? { statusCallback } : {}),
        });
        return { providerId: message.sid };
      } catch (error) {
        throw sendError(error);
      }
    },

    receipts(request: CallbackRequest): DeliveryReceipt[] {
      const params = flatParams(request.body);
      const signature = header(request.headers, 'x-twilio-signature');
      if (!signature || !twilio.validateRequest(config.authToken, signature, request.url, params)) {
        throw new CallbackRefused('Twilio status callback with a missing or wrong signature');
      }
      const sid = params.MessageSid ?? params.SmsSid;
      const messageStatus = params.MessageStatus ?? params.SmsStatus;
      if (!sid || !messageStatus) return [];
      return [receipt(sid, messageStatus, params.ErrorCode, params.ErrorMessage)];
    },
  };
}

/** Twilio's message statuses: accepted, queued, sending and sent are all still on their way. */
function receipt(providerId: string, messageStatus: string, errorCode?: string, errorMessage?: string): DeliveryReceipt {
  const status: ReceiptStatus = messageStatus === 'delivered' ? 'delivered' : messageStatus === 'undelivered' || messageStatus === 'failed' ? 'failed' : 'sent';
  if (status !== 'failed') return { providerId, status };
  const reason = [errorCode, errorMessage].filter(Boolean).join(' ') || messageStatus;
  return { providerId, status, reason };
}

/** A library failure as SmsSendError: RestException carries Twilio's status; anything else (timeout, refused connection) is retryable. */
function sendError(error: unknown): SmsSendError {
  if (error instanceof twilio.RestException) {
    const detail = [error.code, error.message].filter(Boolean).join(' ');
    return new SmsSendError(`${LABEL}: HTTP ${error.status}${detail ? ` (${detail})` : ''}`, !isRetryableStatus(error.status), error.status);
  }
  return new SmsSendError(`${LABEL}: request failed: ${error instanceof Error ? error.message : String(error)}`, false);
}

/** The library's own client with our time limit; with `apiBaseUrl`, each request to a twilio.com host goes there instead. */
function requestClient(timeout: number, apiBaseUrl: string | undefined): RequestClient {
  if (!apiBaseUrl) return new twilio.RequestClient({ timeout });
  const target = apiBaseUrl.replace(/\/+$/, '');
  class RedirectedRequestClient extends twilio.RequestClient {
    override request<TData>(opts: RequestClient.RequestOptions<TData>) {
      // By host, not by exact origin: TWILIO_EDGE or TWILIO_REGION in the environment make it api.<edge>.<region>.twilio.com.
      const url = new URL(opts.uri);
      const uri = url.hostname.endsWith('.twilio.com') ? target + url.pathname + url.search : opts.uri;
      return super.request<TData>({ ...opts, uri });
    }
  }
  return new RedirectedRequestClient({ timeout });
}

function flatParams(body: unknown): Record<string, string> {
  const params: Record<string, string> = {};
  if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body)) if (typeof value === 'string') params[key] = value;
  }
  return params;
}

function header(headers: CallbackRequest['headers'], name: string): string | undefined {
  // Node lower-cases header names; a hand-built request may not have.
  const value = headers[name] ?? Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return Array.isArray(value) ? value[0] : value;
}
