// The notification badge counts what the server counts unread (`countsNotifications`), not only the 50 newest rows
// the device keeps, and follows what happens here: a live arrival adds one, a read takes one off, "read all" clears it.
import { afterEach, describe, expect, it } from 'vitest';
import type { Notification } from '../contract/notifications';
import { deviceSignedIn } from '../../tests/fixtures/device';
import type { MechwarDatabase } from './database';
import { mirrorNotificationPage, mirrorNotifications } from './chat-mirror';
import { unreadNotificationsCount } from './chat-queries';
import { readAllNotifications, readNotification } from './commands/notifications';

let db: MechwarDatabase;
afterEach(async () => db?.delete());

const notification = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  id,
  title: `Notification ${id}`,
  message: 'Nouveau message',
  image_url: null,
  user: 7,
  readed_at: null,
  created_at: new Date(Date.UTC(2025, 0, 1, 8, 0, 0, id)).toISOString(),
  web_url: null,
  ...overrides,
});
/** The server's 50 newest, newest first: ids from `newest` down. */
const page = (newest: number, read: (id: number) => boolean = () => false) =>
  Array.from({ length: 50 }, (_, i) => notification(newest - i, read(newest - i) ? { readed_at: '2025-01-02T08:00:00.000Z' } : {}));

describe('the notification badge', () => {
  it('says 70 when the server counts 70 unread, though the device keeps 50', async () => {
    db = await deviceSignedIn(7);
    await mirrorNotificationPage(db, 7, { notifications: page(70), countsNotifications: 70 });
    expect(await unreadNotificationsCount(db, 7)).toBe(70);

    await mirrorNotifications(db, 7, [notification(71)]);
    expect(await unreadNotificationsCount(db, 7)).toBe(71);
    await readNotification(db, (await db.notifications.get(71))!);
    await readNotification(db, (await db.notifications.get(60))!);
    expect(await unreadNotificationsCount(db, 7)).toBe(69);

    // A pull before those reads reach the server: still 69, not the server's 70 or 71.
    await mirrorNotificationPage(db, 7, { notifications: [notification(71), ...page(70).slice(0, 49)], countsNotifications: 71 });
    expect(await unreadNotificationsCount(db, 7)).toBe(69);

    await readAllNotifications(db);
    expect(await unreadNotificationsCount(db, 7)).toBe(0);
    await mirrorNotificationPage(db, 7, { notifications: [notification(71), ...page(70).slice(0, 49)], countsNotifications: 71 });
    expect(await unreadNotificationsCount(db, 7)).toBe(0);
  });

  it('counts a row the device kept from before once, however old', async () => {
    db = await deviceSignedIn(7);
    await mirrorNotificationPage(db, 7, { notifications: page(50), countsNotifications: 50 });
    // 30 newer ones arrive, 25 of them read on another device: the oldest unread ones fall out of the page.
    await mirrorNotificationPage(db, 7, { notifications: page(80, (id) => id > 50 && id <= 75), countsNotifications: 5 + 50 });
    expect(await unreadNotificationsCount(db, 7)).toBe(55);
  });
});
