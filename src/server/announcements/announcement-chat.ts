// The conversation an accepted proposal opens between the passenger and the driver, and the words used about routes.
import { ANNOUNCEMENT_CONTEXT_TYPE } from '../../contract/announcements';
import { INTL_LOCALE, type Locale } from '../../contract/locales';
import { TUNIS_UTC_OFFSET_MINUTES } from '../../contract/trips';
import type { Tx } from '../db/client';
import type { AnnouncementRow } from '../db/schema';
import { conversationAbout, routeOf } from '../chat/chat';

/** "Tunis → Sousse": the conversation's title and the route in notifications, as for trips. */
export const routeOfAnnouncement = routeOf;

// One per language, made when first needed: building an Intl formatter costs far more than using one.
const tunisDates = new Map<Locale, Intl.DateTimeFormat>();

/**
 * "mardi 14 avril à 08:30" (French), "الثلاثاء 14 أبريل 08:30" (Arabic), "Tuesday 14 April at 08:30": Tunis wall time
 * (UTC+1 all year, so a fixed shift is exact and needs no time-zone data).
 */
export function tunisTimeIn(locale: Locale, at: Date): string {
  let format = tunisDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    tunisDates.set(locale, format);
  }
  return format.format(new Date(at.getTime() + TUNIS_UTC_OFFSET_MINUTES * 60_000));
}

/** The moment in French, as the texts stored for everyone (chat notices) write it. */
export const frenchTunisTime = (at: Date): string => tunisTimeIn('fr', at);

/** The conversation between two people about an announcement, titled by its route (it shares the trips' index). */
export const conversationAboutAnnouncement = (tx: Tx, row: AnnouncementRow, userIds: [number, number], now: Date) =>
  conversationAbout(tx, { type: ANNOUNCEMENT_CONTEXT_TYPE, id: row.id, title: () => routeOfAnnouncement(tx, row) }, userIds, now);
