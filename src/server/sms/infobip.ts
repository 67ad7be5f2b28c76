// Infobip SMS API over HTTP: sending through /sms/2/text/advanced and its JSON delivery reports.
//
// Our text id is sent as Infobip's `messageId`, so the id `send` answers and the id receipts carry are both ours.
// Infobip does not promise to refuse a repeated messageId, hence `dedupesById: false`.
import { callProvider, describeError, statusError, type ProviderHttp } from './provider-http';
import {
  callbackUrl,
  requireCallbackKey,
  SmsSendError,
  type CallbackRequest,
  type DeliveryReceipt,
  type OutgoingText,
  type ProviderCommon,
  type SentText,
  type SmsProvider,
} from './provider';

export interface InfobipConfig extends ProviderCommon {
  apiKey: string;
  /** The account's own base URL, e.g. https://xxxxx.api.infobip.com. */
  baseUrl: string;
  /** An alphanumeric sender id or a number. */
  sender: string;
}

const LABEL = 'Infobip';

interface InfobipStatus {
  groupName?: string;
  name?: string;
  description?: string;
}

export function infobipSmsProvider(config: InfobipConfig): SmsProvider {
  const base = config.baseUrl.replace(/\/+$/, '');
  const http: ProviderHttp = { fetch: config.fetch, timeoutMs: config.timeoutMs };
  const notifyUrl = callbackUrl(config.publicUrl, 'infobip', config.callbackSecret);

  return {
    name: 'infobip',
    dedupesById: false,

    async send(text: OutgoingText): Promise<SentText> {
      const message = {
        // Infobip writes numbers in international form without the plus.
        destinations: [{ to: text.to.replace(/^\+/, ''), messageId: text.id }],
        from: config.sender,
        text: text.body,
        ...(notifyUrl ? { notifyUrl, notifyContentType: 'application/json' } : {}),
        callbackData: text.id,
      };
      const answer = await callProvider(LABEL, http, `${base}/sms/2/text/advanced`, {
        method: 'POST',
        headers: { authorization: `App ${config.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ messages: [message] }),
      });
      if (answer.status !== 200) throw statusError(LABEL, answer.status, describeError(answer.body));
      const sent = (answer.body as { messages?: { messageId?: unknown; status?: InfobipStatus }[] } | null)?.messages?.[0];
      if (typeof sent?.messageId !== 'string') throw new SmsSendError(`${LABEL}: answer without a messageId`, false, answer.status);
      // A 200 can still refuse the destination (bad number, blocked sender): no retry makes it pass.
      if (sent.status?.groupName === 'REJECTED') throw new SmsSendError(`${LABEL}: rejected (${sent.status.name ?? 'REJECTED'})`, true, answer.status);
      return { providerId: sent.messageId };
    },

    receipts(request: CallbackRequest): DeliveryReceipt[] {
      requireCallbackKey(request, config.callbackSecret);
      const results = (request.body as { results?: unknown } | null)?.results;
      if (!Array.isArray(results)) return [];
      return results.flatMap((result: { messageId?: unknown; status?: InfobipStatus; error?: InfobipStatus }) => {
        if (typeof result.messageId !== 'string') return [];
        return [receipt(result.messageId, result.status, result.error)];
      });
    },
  };
}

/** Infobip's status groups: PENDING is still on its way; UNDELIVERABLE, REJECTED and EXPIRED are final failures. */
function receipt(providerId: string, status: InfobipStatus | undefined, error: InfobipStatus | undefined): DeliveryReceipt {
  const group = status?.groupName;
  if (group === 'DELIVERED') return { providerId, status: 'delivered' };
  if (group === 'PENDING' || group === 'ACCEPTED') return { providerId, status: 'sent' };
  // An error named OK (Infobip's "no error") says nothing; the status then does.
  const meaningfulError = error?.name && error.name !== 'NO_ERROR' && error.groupName !== 'OK' ? error : undefined;
  const reason = [meaningfulError?.name ?? status?.name ?? group, meaningfulError?.description ?? status?.description].filter(Boolean).join(': ');
  return { providerId, status: 'failed', reason: reason || 'failed' };
}
