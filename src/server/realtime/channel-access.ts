// Which private channels a user may listen to: their own messages, notifications and model channels, and the trips they follow.
import { channels } from '../../contract/realtime';
import type { Executor } from '../db/client';
import { mayFollowTrip } from '../tracking/followers';

/** `private-trip.{id}`, with an id that can name a row. */
const TRIP_CHANNEL = /^private-trip\.([1-9]\d{0,8})$/;

/** A trip's channel, which a user may stop being allowed to listen to (a cancelled seat). */
export const isTripChannel = (channel: string) => TRIP_CHANNEL.test(channel);

/** A user's own channel (`private-messages.user.{id}` and its likes): only that user is ever allowed on it. */
const OWN_CHANNEL = /^private-(?:messages\.user|notifications\.user|App\.Models\.User)\.([1-9]\d{0,8})$/;

/** The user a channel belongs to, as the string the protocol names users with; null for a shared channel. */
export function ownerOfChannel(channel: string): string | null {
  return OWN_CHANNEL.exec(channel)?.[1] ?? null;
}

/**
 * Laravel's `routes/channels.php` of the original backend: the id in a user channel is the caller's; a trip's channel
 * is its driver's and its accepted passengers' (DESIGN.md §8).
 */
export async function mayListen(executor: Executor, userId: number, channel: string): Promise<boolean> {
  if (channel === channels.messages(userId) || channel === channels.notifications(userId) || channel === channels.user(userId)) return true;
  const trip = TRIP_CHANNEL.exec(channel);
  return trip !== null && (await mayFollowTrip(executor, Number(trip[1]), userId));
}
