// The seam between notifications and Web Push: send one notification to every subscription of a user.

export interface PushPayload {
  id: number;
  title: string;
  message: string;
  image_url: string | null;
  web_url: string | null;
}

/**
 * What became of one push: delivered to the push service, the subscription gone (404/410, deleted), refused here (its
 * host is no longer public) or worth trying again (5xx, 429, no answer).
 */
export type PushOutcome = 'sent' | 'gone' | 'refused' | 'retry';

export interface PushSender {
  /** Pushes to each of the user's subscriptions; gone subscriptions (404/410) are deleted. Never throws. */
  sendToUser(userId: number, payload: PushPayload): Promise<void>;
  /** Pushes to one subscription (the push job); null when it no longer exists. */
  sendToSubscription(subscriptionId: number, payload: PushPayload): Promise<PushOutcome | null>;
}

export const silentPushSender: PushSender = { sendToUser: async () => {}, sendToSubscription: async () => null };
