// The conversation an accepted proposal opens between the passenger and the driver, and the words used about routes.
import { ANNOUNCEMENT_CONTEXT_TYPE } from '../../contract/announcements';
import { TUNIS_UTC_OFFSET_MINUTES } from '../../contract/trips';
import type { Tx } from '../db/client';
import type { AnnouncementRow } from '../db/schema';
import { conversationAbout, routeOf } from './chat';

/** "Tunis → Sousse": the conversation's title and the route in notifications, as for trips. */
export const routeOfAnnouncement = routeOf;

const frenchDate = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/** "mardi 14 avril à 08:30", Tunis wall time (UTC+1 all year, so a fixed shift is exact and needs no time-zone data). */
export function frenchTunisTime(at: Date): string {
  return frenchDate.format(new Date(at.getTime() + TUNIS_UTC_OFFSET_MINUTES * 60_000));
}

/** The conversation between two people about an announcement, titled by its route (it shares the trips' index). */
export const conversationAboutAnnouncement = (tx: Tx, row: AnnouncementRow, userIds: [number, number], now: Date) =>
  conversationAbout(tx, { type: ANNOUNCEMENT_CONTEXT_TYPE, id: row.id, title: () => routeOfAnnouncement(tx, row) }, userIds, now);
