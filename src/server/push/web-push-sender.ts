// Web Push through the browsers' push services: VAPID-signed, payload encrypted (aes128gcm), one POST per subscription.
import type { Agent } from 'node:https';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Db } from '../db/client';
import { pushSubscriptions } from '../db/schema';
import type { PushOutcome, PushPayload, PushSender } from './push-sender';
import { publicPushAgent } from './public-agent';
import { pushEndpointGuard, type PushEndpointGuard, type PushEndpointOptions } from './public-endpoint';
import { loadVapidKeys, type VapidKeys } from './vapid-keys';

export interface WebPushOptions {
  /** VAPID `sub`: how a push service reaches whoever runs the server (`mailto:` or `https:`). */
  subject?: string;
  /** The HTTPS agent for push services; a test passes one that trusts its stand-in service's certificate. */
  agent?: Agent;
  /** Which endpoints may be pushed to (public addresses only); tests inject their names and stand-in service here. */
  endpoints?: PushEndpointOptions;
}

/** What became of one push to one subscription, for /metrics (`push_sends_total{result}`). */
export type PushResult = 'sent' | 'gone' | 'failed';

/** Only what the sender writes to the log, so a test can hand it a recorder. */
export type PushLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface WebPush {
  sender: PushSender;
  /** Served to the client (`GET /api/config`) as its `applicationServerKey`. */
  publicKey: string;
  /** The check an endpoint passes at subscribe time, and again before each push. */
  endpoints: PushEndpointGuard;
}

export const DEFAULT_VAPID_SUBJECT = 'mailto:contact@mechwar.tn';
/** A day: a booking request still matters to a phone that was off overnight, but not to one off for a week. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** Notifications are about trips hours or days ahead: no need to wake a sleeping phone at once ("high"). */
export const PUSH_URGENCY = 'normal';
/** Pushes are delivered in the live-event chain: a push service that hangs must not hold up the events behind it. */
const PUSH_TIMEOUT_MS = 5_000;
/** The push service says the subscription no longer exists (RFC 8030 §7.3; some services answer 404). */
const GONE = new Set([404, 410]);

type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Loads (or makes, on the first start) the VAPID keys and returns the sender using them; `counted` hears each result. */
export async function openWebPush(db: Db, log: PushLog, options: WebPushOptions = {}, counted: (result: PushResult) => void = () => {}): Promise<WebPush> {
  const subject = options.subject || DEFAULT_VAPID_SUBJECT;
  // web-push only checks the subject when it sends; a typo in the setting should stop the start, not every push.
  if (!/^(mailto|https):/.test(subject)) throw new Error(`The VAPID subject must be a mailto: or https: URL, not "${subject}".`);
  const keys = await loadVapidKeys(db);
  const endpoints = pushEndpointGuard(options.endpoints);
  // Without a test's agent, pushes connect only to public addresses, even if DNS changes between check and connect.
  const agent = options.agent ?? publicPushAgent();
  return { sender: webPushSender(db, log, keys, subject, agent, endpoints, counted), publicKey: keys.publicKey, endpoints };
}

function webPushSender(
  db: Db,
  log: PushLog,
  keys: VapidKeys,
  subject: string,
  agent: Agent,
  endpoints: PushEndpointGuard,
  counted: (result: PushResult) => void,
): PushSender {
  const requestOptions: webpush.RequestOptions = {
    vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
    TTL: PUSH_TTL_SECONDS,
    urgency: PUSH_URGENCY,
    contentEncoding: 'aes128gcm',
    timeout: PUSH_TIMEOUT_MS,
    agent,
  };

  async function sendOne(subscription: PushSubscriptionRow, body: string): Promise<PushOutcome> {
    // The host was public when the browser subscribed, but DNS may have changed since: checked again before each push.
    const refusal = await endpoints.refusal(subscription.endpoint);
    if (refusal) {
      log.warn({ userId: subscription.userId, service: new URL(subscription.endpoint).origin, reason: refusal }, 'push endpoint refused');
      counted('failed');
      return 'refused';
    }
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.publicKey, auth: subscription.authToken } },
        body,
        requestOptions,
      );
      counted('sent');
      return 'sent';
    } catch (error) {
      // The endpoint is a bearer capability: only its origin goes to the log.
      const service = new URL(subscription.endpoint).origin;
      const status = error instanceof webpush.WebPushError ? error.statusCode : null;
      if (status !== null && GONE.has(status)) {
        counted('gone');
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
        log.info({ userId: subscription.userId, service, status }, 'push subscription gone: deleted');
        return 'gone';
      }
      // Anything else (5xx, 429, timeout) may pass: the subscription is kept for the next notification. The error
      // itself is not logged whole: web-push puts the endpoint in it.
      const reason = error instanceof webpush.WebPushError ? error.body.slice(0, 200) || error.message : String(error);
      log.warn({ userId: subscription.userId, service, status, reason }, 'push failed');
      counted('failed');
      return 'retry';
    }
  }

  return {
    async sendToUser(userId: number, payload: PushPayload): Promise<void> {
      try {
        const subscriptions = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
        const body = JSON.stringify(payload);
        await Promise.all(subscriptions.map((subscription) => sendOne(subscription, body)));
      } catch (error) {
        log.error({ userId, err: error }, 'push to user failed');
      }
    },
    async sendToSubscription(subscriptionId: number, payload: PushPayload): Promise<PushOutcome | null> {
      const [subscription] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
      return subscription ? sendOne(subscription, JSON.stringify(payload)) : null;
    },
  };
}
