// Where the client connects for live updates and push (`GET /api/config`), and the channels and events it hears.
import { z } from 'zod';

export const clientConfig = z.object({
  realtime: z.object({
    broadcaster: z.enum(['pusher', 'reverb']),
    key: z.string(),
    /** null: the page's own host and port. */
    host: z.string().nullable(),
    port: z.coerce.number().int().nullable(),
    scheme: z.enum(['http', 'https']).nullable(),
    cluster: z.string().optional(),
  }),
  push: z.object({ vapid_public_key: z.string().nullable() }),
});
export type ClientConfig = z.infer<typeof clientConfig>;

export const channels = {
  messages: (userId: number) => `private-messages.user.${userId}`,
  notifications: (userId: number) => `private-notifications.user.${userId}`,
  /** Laravel's default private user channel: changes to trips and bookings the user sees. */
  user: (userId: number) => `private-App.Models.User.${userId}`,
  /** A trip under way: its driver and accepted passengers hear its positions (DESIGN.md §8). */
  trip: (tripId: number) => `private-trip.${tripId}`,
} as const;

/** Event names as Laravel broadcasts them (Echo's `.listen('MessagingEvent')` adds the `App\Events\` namespace). */
export const events = {
  message: 'App\\Events\\MessagingEvent',
  notification: 'App\\Events\\NotificationSent',
  changed: 'App\\Events\\MarketplaceChanged',
  /** On the messages channel: the user read a conversation on one device; the others clear its unread dot. */
  conversationRead: 'App\\Events\\ConversationRead',
  /** On a trip's channel: its newest point and arrival estimate, or its start or stop. */
  tripPosition: 'App\\Events\\TripPositionUpdated',
} as const;

export const conversationRead = z.object({ conversation_id: z.number().int(), unread_messages_count: z.number().int() });

/** `App\Events\MarketplaceChanged`: a trip, booking or travel request the user sees changed; the client pulls it again. */
export const marketplaceChanged = z.object({ subject: z.enum(['trip', 'booking', 'announcement', 'parcel']), id: z.number().int() });
export type MarketplaceChanged = z.infer<typeof marketplaceChanged>;

/** `POST /api/push-subscribe` (spec 000 §3 Push subscription). */
export const pushSubscribeRequest = z.object({
  endpoint: z.url({ error: 'The endpoint must be a valid URL.' }).max(2000),
  public_key: z.string({ error: 'The public key field is required.' }).min(1, 'The public key field is required.').max(500),
  auth_token: z.string({ error: 'The auth token field is required.' }).min(1, 'The auth token field is required.').max(500),
});
export type PushSubscribeRequest = z.infer<typeof pushSubscribeRequest>;

/** `POST /broadcasting/auth`: the signature that lets this socket subscribe to one of the user's private channels. */
export const channelAuthRequest = z.object({ socket_id: z.string(), channel_name: z.string() });
export const channelAuthResponse = z.object({ auth: z.string(), channel_data: z.string().optional() });
