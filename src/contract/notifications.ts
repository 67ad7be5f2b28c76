// Notifications (spec 000 §3 Notification, §2 dropdown, §7): the entity, the list and the read calls.
import { z } from 'zod';

/** Spec 000 §9: the dropdown cuts a notification's message at 70 characters and adds "...". */
export const NOTIFICATION_TEXT_CUT = 70;

export const notification = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  image_url: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  /** The user the notification is for (Laravel sends the id or the user). */
  user: z
    .union([z.number().int(), z.looseObject({ id: z.number().int() })])
    .nullable()
    .optional(),
  readed_at: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  created_at: z.string(),
  web_url: z
    .string()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type Notification = z.infer<typeof notification>;

/** `GET /api/notifications`: newest first, with how many are unread. */
export const notificationsResponse = z.object({
  notifications: z.array(notification),
  countsNotifications: z.coerce.number().int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

export const notificationsReadResponse = z.object({ message: z.string(), countsNotifications: z.coerce.number().int().optional() });

/** Live event payload on `private-notifications.user.{id}` (`App\Events\NotificationSent`). */
export const notificationSentEvent = notification;
