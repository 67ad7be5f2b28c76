// Notifications as the contract describes them (Laravel's `readed_at` spelling kept).
import type { Notification } from '../../contract/notifications';
import type { NotificationRow } from '../db/schema';

export function notificationJson(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    image_url: row.imageUrl,
    user: row.userId,
    readed_at: row.readedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    web_url: row.webUrl,
  };
}
