// Notifications as the contract describes them (Laravel's `readed_at` spelling kept), worded in the reader's language.
import type { Locale } from '../../contract/locales';
import { isMessageLabel } from '../../contract/message-label';
import type { Notification } from '../../contract/notifications';
import type { NotificationRow } from '../db/schema';
import { serverText, serverWords } from '../i18n/server-text';

/**
 * A row kept as catalog keys with values is worded now; a row of an earlier version holds prose only (written in the
 * recipient's language then), read as before: a text in the source wording is translated, any other stays as it is.
 */
function wording(row: NotificationRow, locale: Locale): { title: string; message: string } {
  if (!isMessageLabel(row.titleLabel)) return { title: serverText(locale, row.title), message: serverText(locale, row.message) };
  return {
    title: serverWords(locale, row.titleLabel),
    // No message label beside a title label: the message is a person's own words.
    message: isMessageLabel(row.messageLabel) ? serverWords(locale, row.messageLabel) : row.message,
  };
}

export function notificationJson(row: NotificationRow, locale: Locale): Notification {
  return {
    id: row.id,
    ...wording(row, locale),
    image_url: row.imageUrl,
    user: row.userId,
    readed_at: row.readedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    web_url: row.webUrl,
  };
}
