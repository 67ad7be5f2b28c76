// The seam between notifications and Web Push: send one notification to every subscription of a user.

export interface PushPayload {
  id: number;
  title: string;
  message: string;
  image_url: string | null;
  web_url: string | null;
}

export interface PushSender {
  /** Pushes to each of the user's subscriptions; gone subscriptions (404/410) are deleted. Never throws. */
  sendToUser(userId: number, payload: PushPayload): Promise<void>;
}

export const silentPushSender: PushSender = { sendToUser: async () => {} };
