// Pulls the chat and notifications into the mirror: conversation pages, a conversation's message pages, and the
// notifications list. After a reconnect, `missed()` brings what live events could not deliver meanwhile.
import { endpoints, pathFor } from '../contract/api';
import type { MechwarDatabase } from '../db/database';
import { mirrorConversations, mirrorMessages, mirrorNotificationPage } from '../db/chat-mirror';
import { markSynced } from '../db/mirror';
import { getSession, isSessionValid } from '../db/session';
import type { Http } from './http';

/** After a reconnect, at most this many conversation pages (4 each) are checked for what was missed. */
const RECONNECT_PAGES = 5;

export function createChatPull(db: MechwarDatabase, http: Http) {
  const owner = async () => {
    const session = await getSession(db);
    return isSessionValid(session) ? session!.user.id : null;
  };

  async function conversations(page = 1) {
    const ownerId = await owner();
    if (ownerId === null) return { ok: false as const, hasMore: false };
    const requestedAt = Date.now();
    const result = await http.request(endpoints.conversations, { path: `${endpoints.conversations.path}?page=${page}`, quiet: true });
    if (!result.ok) return { ok: false as const, hasMore: false };
    await mirrorConversations(db, ownerId, result.data.conversations.data, requestedAt);
    if (page === 1) await markSynced(db, `conversations:${ownerId}`);
    return { ok: true as const, hasMore: result.data.conversations.next_page_url !== null, conversations: result.data.conversations.data };
  }

  /**
   * The messages that arrived since the device last heard: newest pages until one reaches a message it had before
   * (`known`, taken before any of this reconnect's pulls), so a long gap leaves no hole between the two.
   */
  async function newSince(conversationId: number, known: Set<number>) {
    const hadAny = async () =>
      (await db.messages.where('[conversation_id+id]').between([conversationId, 0], [conversationId, Infinity]).primaryKeys()).some((id) =>
        known.has(id as number),
      );
    // A conversation new to the device starts with its newest page; older ones load when scrolled to.
    if (!(await hadAny())) {
      await messages(conversationId, 1);
      return;
    }
    for (let page = 1; ; page++) {
      const result = await messages(conversationId, page, (ids) => ids.some((id) => known.has(id)));
      if (!result.ok || !result.hasMore || result.reachedKnown) return;
    }
  }

  /** One page of a conversation's messages (page 1 = the newest); `hasMore` says whether older ones remain. */
  async function messages(conversationId: number, page = 1, reaches?: (ids: number[]) => boolean) {
    const ownerId = await owner();
    if (ownerId === null || conversationId < 0) return { ok: false as const, hasMore: false };
    const requestedAt = Date.now();
    const path = `${pathFor(endpoints.messages, conversationId)}?page=${page}`;
    const result = await http.request(endpoints.messages, { path, quiet: true });
    if (!result.ok) return { ok: false as const, hasMore: false, status: result.error.status };
    const reachedKnown = reaches?.(result.data.messages.data.map((message) => message.id)) ?? false;
    await mirrorMessages(db, ownerId, result.data.messages.data, requestedAt);
    await markSynced(db, `messages:${conversationId}`);
    return { ok: true as const, hasMore: result.data.messages.next_page_url !== null, reachedKnown };
  }

  async function notifications() {
    const ownerId = await owner();
    if (ownerId === null) return { ok: false as const };
    const requestedAt = Date.now();
    const result = await http.request(endpoints.notifications, { quiet: true });
    if (!result.ok) return { ok: false as const };
    await mirrorNotificationPage(db, ownerId, result.data, requestedAt);
    await markSynced(db, `notifications:${ownerId}`);
    return { ok: true as const };
  }

  /**
   * What happened while no live event could arrive (a tunnel, a closed app): the conversations with newer activity
   * than the device knows get their newest messages, and notifications are pulled again. Stored once each, by id.
   */
  async function missed() {
    const ownerId = await owner();
    if (ownerId === null) return;
    // A conversation changed when its last message did: its id says so even when two messages share a time.
    const lastOf = (row: { last_message_at: string | null; messages: { id: number }[] }) => `${row.last_message_at ?? ''}#${row.messages[0]?.id ?? ''}`;
    const known = new Map((await db.conversations.toArray()).map((row) => [row.id, lastOf(row)]));
    const knownMessages = new Set((await db.messages.where('id').above(0).primaryKeys()) as number[]);
    for (let page = 1; page <= RECONNECT_PAGES; page++) {
      const result = await conversations(page);
      if (!result.ok) break;
      const changed = result.conversations.filter((c) => lastOf(c) !== known.get(c.id));
      for (const conversation of changed) await newSince(conversation.id, knownMessages);
      // Older pages hold older activity: once a page brings nothing new, the rest is known.
      if (!result.hasMore || changed.length === 0) break;
    }
    await notifications();
  }

  return { conversations, messages, notifications, missed };
}

export type ChatPull = ReturnType<typeof createChatPull>;
