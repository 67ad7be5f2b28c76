// Which private channels a user may listen to: only their own messages, notifications and model channels.
import { channels } from '../../contract/realtime';

/** Laravel's `routes/channels.php` of the original backend, as one rule: the id in the channel is the caller's. */
export function mayListen(userId: number, channel: string): boolean {
  return channel === channels.messages(userId) || channel === channels.notifications(userId) || channel === channels.user(userId);
}
