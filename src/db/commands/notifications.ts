// Reading notifications: one clicked, or all with the mark-all icon; the dot goes at once and the server hears once.
import { endpoints, pathFor } from '../../contract/api';
import type { MechwarDatabase, NotificationRow } from '../database';
import { enqueue } from '../outbox';
import { changeRow } from '../row-marks';
import { requireSession } from './session-guard';
import { defineWrite, keepShown } from './define-write';
import { unreadBeyondKey } from '../chat-queries';
import { outboxLabel } from '../outbox-label';
import { newEntryId } from './write-once';

const TABLES = (db: MechwarDatabase) => [db.session, db.notifications, db.outbox, db.meta];

export function readNotification(db: MechwarDatabase, notification: NotificationRow, id: string = newEntryId()) {
  return db.transaction('rw', TABLES(db), async () => {
    const session = await requireSession(db);
    if (notification.readed_at || notification.id < 0) return null;
    const touches = [await changeRow(db, 'notifications', notification.id, { readed_at: new Date().toISOString() })];
    await enqueue(db, {
      id,
      kind: 'readNotification',
      label: outboxLabel('Notification « {title} » lue', { title: notification.title }),
      method: 'POST',
      path: pathFor(endpoints.readNotification, notification.id),
      body: { type: 'none' },
      userId: session.user.id,
      touches,
    });
    return id;
  });
}

export function readAllNotifications(db: MechwarDatabase, id: string = newEntryId()) {
  return db.transaction('rw', TABLES(db), async () => {
    const session = await requireSession(db);
    const unread = await db.notifications.filter((row) => row._ownerId === session.user.id && !row.readed_at).toArray();
    const readAt = new Date().toISOString();
    const touches = [];
    for (const row of unread) touches.push(await changeRow(db, 'notifications', row.id, { readed_at: readAt }));
    // The unread ones beyond the rows kept here are read too (a refusal leaves this to the next pull to correct).
    await db.meta.put({ key: unreadBeyondKey(session.user.id), value: 0 });
    await enqueue(db, {
      id,
      kind: 'readAllNotifications',
      label: outboxLabel('Toutes les notifications lues'),
      method: 'POST',
      path: endpoints.readAllNotifications.path,
      body: { type: 'none' },
      userId: session.user.id,
      touches,
    });
    return id;
  });
}

export const notificationWrites = {
  // Reading only clears counts, already shown here: the answer adds nothing.
  readNotification: defineWrite({ endpoints: [endpoints.readNotification], apply: keepShown }),
  readAllNotifications: defineWrite({ endpoints: [endpoints.readAllNotifications], apply: keepShown }),
};
