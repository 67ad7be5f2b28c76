// What a committed write must tell people, recorded inside its transaction and delivered only after it commits.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { TripPositionUpdated } from '../../contract/tracking';

export type Delivery =
  | { kind: 'message'; messageId: number }
  | { kind: 'notification'; notificationId: number }
  /** A trip or booking these users see changed (seats, status): their screens refresh it. */
  | { kind: 'changed'; userIds: number[]; subject: 'trip' | 'booking' | 'announcement' | 'parcel'; id: number }
  /** The user read a conversation: their other devices clear its unread dot. */
  | { kind: 'conversationRead'; userId: number; conversationId: number }
  /** A trip under way moved, started or stopped: its followers' maps update (`private-trip.{id}`). */
  | { kind: 'tripPosition'; tripId: number; payload: TripPositionUpdated }
  /** The user may no longer follow the trip (their seat was cancelled): their sockets leave `private-trip.{id}`. */
  | { kind: 'tripFollowingLost'; tripId: number; userId: number }
  /** Staff suspended the user: their sockets leave their own channels now, not when they next reconnect. */
  | { kind: 'sessionsEnded'; userId: number }
  /** A text to a parcel's recipient or a person's emergency contact: its job is enqueued in the write's transaction (idempotency.ts), never for a replay. */
  | { kind: 'sms'; phone: string; purpose: 'parcel' | 'sos'; text: string };

const pending = new AsyncLocalStorage<Delivery[]>();

/** Records a delivery for the transaction running now; outside one (seed, scripts) it is dropped. */
export function recordDelivery(delivery: Delivery): void {
  pending.getStore()?.push(delivery);
}

/** Takes the texts recorded so far by the transaction running now: they are enqueued in it, not delivered after it. */
export function takeTexts(): Extract<Delivery, { kind: 'sms' }>[] {
  const recorded = pending.getStore();
  if (!recorded) return [];
  const found = recorded.filter((delivery): delivery is Extract<Delivery, { kind: 'sms' }> => delivery.kind === 'sms');
  const rest = recorded.filter((delivery) => delivery.kind !== 'sms');
  recorded.splice(0, recorded.length, ...rest);
  return found;
}

/** The notifications recorded so far by the transaction running now (their pushes are enqueued in it; their live events still follow it). */
export function recordedNotifications(): number[] {
  return (pending.getStore() ?? []).flatMap((delivery) => (delivery.kind === 'notification' ? [delivery.notificationId] : []));
}

/**
 * Runs `write` with a fresh list of deliveries. A rolled-back write throws, and its deliveries are dropped with it,
 * so nobody hears of a message that was never stored.
 */
export async function collectDeliveries<T>(write: () => Promise<T>): Promise<{ result: T; deliveries: Delivery[] }> {
  const deliveries: Delivery[] = [];
  const result = await pending.run(deliveries, write);
  return { result, deliveries };
}
