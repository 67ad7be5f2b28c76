// The handle `npm run chaos` drives the app with (chaos builds only): each action names the write kind it makes, run by
// that kind's chaos command with the same sync client a screen uses (files included, as Blobs); `snapshot` reads what
// the screens would show.
import { db } from '../db/database';
import { retryEntries } from '../db/outbox-outcomes';
import { sync } from '../sync/client';
import { chaosKinds, GoneFromMirror, makeChange, type ChaosAction } from './chaos-commands';
import { SKIPPED_GONE } from './chaos-outcomes';
import { snapshot } from './chaos-snapshot';

/**
 * Writes the command's change and entry; returns the entry id as soon as it is stored (the send goes on), or
 * SKIPPED_GONE when its row left the mirror since the runner drew the change (no change is made then).
 */
async function act(action: ChaosAction): Promise<string> {
  let id: string;
  try {
    id = await makeChange(action);
  } catch (error) {
    if (error instanceof GoneFromMirror) return SKIPPED_GONE;
    throw error;
  }
  // As a screen does (runCommand), sent at once when online — by a plain drain, as when nobody waits on a form, so a
  // refusal stays in the unsent list where the run counts it.
  if (navigator.onLine) void sync.flush().catch(() => undefined);
  return id;
}

/** What a person does when the app says changes wait: press "Réessayer" on each (not on the refused ones), now. */
async function retryWaiting() {
  const waiting = await db.outbox.filter((entry) => entry.state !== 'failed' && entry.state !== 'sending').primaryKeys();
  await retryEntries(db, waiting);
  await sync.flush();
}

/** Trips the user has seen (a list page or a link), and the open travel requests: pulled into the mirror. */
async function look(tripIds: number[]) {
  await Promise.all([...tripIds.map((id) => sync.refreshTrip(id)), sync.refreshAnnouncements({})]);
}

async function refreshAll() {
  await Promise.all([
    sync.refreshMyTrips(),
    sync.refreshMyBookings(),
    sync.refreshMyParcels(),
    sync.refreshProfile(),
    sync.refreshNotifications(),
    sync.refreshMyAnnouncements(),
    sync.refreshVehicles(),
    sync.refreshDocumentTypes(0, true),
    sync.refreshDocumentTypes(1),
  ]);
  // Every page of the reviews written and received, as the Avis tab would show after paging through.
  for (const direction of ['written', 'received'] as const) {
    for (let page = 1; ; page++) {
      const result = await sync.refreshReviews(direction, page);
      if (!result.ok || !result.lastPage || page >= result.lastPage) break;
    }
  }
  // The tracking of every trip started that this person drives or rides, as its page would show it.
  for (const trip of await db.trips.filter((row) => row.id > 0 && row.started_at != null).toArray()) await sync.refreshTracking(trip.id);
  // Every request this device shows, with the proposals the reader may see.
  for (const row of await db.announcements.filter((row) => row.id > 0).toArray()) await sync.refreshAnnouncement(row.id);
  // Every conversation, every page of it: what the chat would show after scrolling all the way up.
  for (let page = 1; ; page++) {
    const result = await sync.refreshConversations(page);
    if (!result.ok || !result.hasMore) break;
  }
  for (const conversation of await db.conversations.toArray()) {
    for (let page = 1; ; page++) {
      const result = await sync.refreshMessages(conversation.id, page);
      if (!result.ok || !result.hasMore) break;
    }
  }
}

export function exposeChaosHandle() {
  Object.assign(globalThis, { mechwarChaos: chaosHandle });
}

const chaosHandle = { act, snapshot, retryWaiting, refreshAll, look, kinds: async () => chaosKinds() };
export type ChaosHandle = typeof chaosHandle;
