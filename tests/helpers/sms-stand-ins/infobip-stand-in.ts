// A loopback Infobip SMS API: /sms/2/text/advanced with App key auth, and JSON delivery reports to each message's notifyUrl.
import { randomUUID } from 'node:crypto';
import { listen, plannedFailures, sendJson, type StandIn, type StandInText } from './stand-in-server';

export type InfobipStatusGroup = 'PENDING' | 'DELIVERED' | 'UNDELIVERABLE' | 'REJECTED' | 'EXPIRED';

interface InfobipStatus {
  groupId: number;
  groupName: string;
  id: number;
  name: string;
  description: string;
}

/** One documented status per group, as delivery reports carry them. */
const STATUSES: Record<InfobipStatusGroup, InfobipStatus> = {
  PENDING: { groupId: 1, groupName: 'PENDING', id: 26, name: 'PENDING_ACCEPTED', description: 'Message sent to next instance' },
  UNDELIVERABLE: { groupId: 2, groupName: 'UNDELIVERABLE', id: 9, name: 'UNDELIVERABLE_NOT_DELIVERED', description: 'Message sent not delivered' },
  DELIVERED: { groupId: 3, groupName: 'DELIVERED', id: 5, name: 'DELIVERED_TO_HANDSET', description: 'Message delivered to handset' },
  EXPIRED: { groupId: 4, groupName: 'EXPIRED', id: 15, name: 'EXPIRED_EXPIRED', description: 'Message expired' },
  REJECTED: { groupId: 5, groupName: 'REJECTED', id: 52, name: 'REJECTED_DESTINATION', description: 'Request was rejected: the destination is not valid' },
};
const NO_ERROR = { groupId: 0, groupName: 'OK', id: 0, name: 'NO_ERROR', description: 'No Error', permanent: false };
const ABSENT_SUBSCRIBER = { groupId: 1, groupName: 'HANDSET_ERRORS', id: 27, name: 'EC_ABSENT_SUBSCRIBER', description: 'Absent Subscriber', permanent: false };

export async function startInfobipStandIn(options: { apiKey?: string } = {}): Promise<StandIn<InfobipStatusGroup> & { apiKey: string }> {
  const { apiKey = 'infobip-api-key' } = options;
  const texts: (StandInText & { callbackData?: string })[] = [];
  const failures = plannedFailures();

  const server = await listen((request, body, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    if (request.method !== 'POST' || path !== '/sms/2/text/advanced') return sendJson(response, 404, requestError('NOT_FOUND', 'Not found'));
    if (request.headers.authorization !== `App ${apiKey}`) return sendJson(response, 401, requestError('UNAUTHORIZED', 'Invalid login details'));
    const failure = failures.take();
    if (failure !== null) return sendJson(response, failure, requestError(failure === 400 ? 'BAD_REQUEST' : 'GENERAL_ERROR', `Stand-in failure ${failure}`));
    const { messages } = JSON.parse(body) as { messages?: InfobipMessage[] };
    if (!messages?.length) return sendJson(response, 400, requestError('BAD_REQUEST', 'Bad request'));
    const bulkId = randomUUID();
    const answers = messages.flatMap((message) =>
      message.destinations.map((destination) => {
        const messageId = destination.messageId ?? randomUUID();
        // Infobip takes the request and refuses the destination in the answer's status, still with a 200.
        if (!/^\d{8,15}$/.test(destination.to)) return { messageId, to: destination.to, status: STATUSES.REJECTED };
        texts.push({ to: destination.to, body: message.text, id: messageId, statusCallback: message.notifyUrl, callbackData: message.callbackData });
        return { messageId, to: destination.to, status: STATUSES.PENDING };
      }),
    );
    sendJson(response, 200, { bulkId, messages: answers });
  });

  return {
    url: server.url,
    apiKey,
    texts,
    failNext: failures.failNext,
    failuresPending: failures.pending,
    async deliver(id, group = 'DELIVERED') {
      const text = texts.find((candidate) => candidate.id === id);
      if (!text?.statusCallback) throw new Error(`Infobip stand-in: no message ${id} with a notifyUrl`);
      const now = new Date().toISOString();
      const result = {
        bulkId: null,
        messageId: id,
        to: text.to,
        sentAt: now,
        doneAt: now,
        smsCount: 1,
        price: { pricePerMessage: 0.01, currency: 'EUR' },
        callbackData: text.callbackData,
        status: STATUSES[group],
        error: group === 'UNDELIVERABLE' ? ABSENT_SUBSCRIBER : NO_ERROR,
      };
      return fetch(text.statusCallback, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ results: [result] }) });
    },
    close: server.close,
  };
}

interface InfobipMessage {
  destinations: { to: string; messageId?: string }[];
  from?: string;
  text: string;
  notifyUrl?: string;
  callbackData?: string;
}

function requestError(messageId: string, text: string) {
  return { requestError: { serviceException: { messageId, text } } };
}
