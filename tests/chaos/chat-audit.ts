// The chat part of "each mirror equals the server": after the final pulls, a person's device holds every message of
// their conversations with the server's text, the server's unread counts, cards showing their subject's status, and
// notifications read or not as on the server.
import type pg from 'pg';
import type { ChaosSnapshot } from '../../src/app/chaos-snapshot';

export async function chatDifferences(client: pg.Client, snap: ChaosSnapshot): Promise<string[]> {
  const differences: string[] = [];
  const userId = snap.userId!;
  const ids = (await client.query<{ id: number }>('select conversation_id as id from conversation_participants where user_id = $1', [userId])).rows.map(
    (row) => row.id,
  );
  const deviceConversations = new Map(snap.conversations.filter((c) => c._ownerId === userId).map((c) => [c.id, c]));
  for (const id of ids) if (!deviceConversations.has(id)) differences.push(`conversation ${id}: on the server, not on the device`);

  const texts = await client.query<{ id: number; text: string }>(
    "select id, content->>'text' as text from messages where conversation_id = any($1) and type = 0",
    [ids],
  );
  const deviceTexts = new Map(snap.messages.filter((m) => m.type === 0 && ids.includes(m.conversation_id)).map((m) => [m.id, m.text]));
  for (const row of texts.rows) {
    if (!deviceTexts.has(row.id)) differences.push(`message ${row.id}: on the server, not on the device`);
    else if (deviceTexts.get(row.id) !== row.text) differences.push(`message ${row.id}: server "${row.text}", device "${deviceTexts.get(row.id)}"`);
  }
  const serverIds = new Set(texts.rows.map((row) => row.id));
  for (const id of deviceTexts.keys()) if (!serverIds.has(id)) differences.push(`message ${id}: on the device, not on the server`);

  // Unread as the server counts it for this person (the same rule as the API's).
  const unread = await client.query<{ id: number; unread: number }>(
    `select c.id, (select count(*)::int from messages m
        where m.conversation_id = c.id
          and (m.type not in (1, 3) or m.target_user_id is null or m.target_user_id = $1)
          and (m.sender_id is null or m.sender_id <> $1)
          and m.created_at > coalesce(cp.last_read_at, '-infinity'::timestamptz)) as unread
      from conversations c join conversation_participants cp on cp.conversation_id = c.id and cp.user_id = $1`,
    [userId],
  );
  for (const row of unread.rows) {
    const here = deviceConversations.get(row.id)?.unread_messages_count;
    if (here !== undefined && here !== row.unread) differences.push(`conversation ${row.id} unread: server ${row.unread}, device ${here}`);
  }

  const cards = snap.messages.filter((m) => (m.type === 1 || m.type === 2) && m.subject_id !== null && ids.includes(m.conversation_id));
  const bookingStatus = new Map(
    (
      await client.query<{ id: number; status: number }>('select id, status from bookings where id = any($1)', [
        cards.filter((m) => m.type === 2).map((m) => m.subject_id),
      ])
    ).rows.map((row) => [row.id, row.status]),
  );
  const ratingStatus = new Map(
    (
      await client.query<{ id: number; status: number }>('select id, status from ratings where id = any($1)', [
        cards.filter((m) => m.type === 1).map((m) => m.subject_id),
      ])
    ).rows.map((row) => [row.id, row.status]),
  );
  for (const card of cards) {
    // A booking deleted with its trip leaves its card without a subject: the server then says null, as the device does.
    const server = (card.type === 2 ? bookingStatus : ratingStatus).get(card.subject_id!) ?? null;
    if (server !== card.subject_status)
      differences.push(`card ${card.id} (${card.type === 2 ? 'booking' : 'feedback'}): server status ${server}, device ${card.subject_status}`);
  }

  const mine = snap.notifications.filter((n) => n._ownerId === userId);
  const read = new Map(
    (
      await client.query<{ id: number; read: boolean }>('select id, readed_at is not null as read from notifications where id = any($1)', [
        mine.map((n) => n.id),
      ])
    ).rows.map((row) => [row.id, row.read]),
  );
  for (const notification of mine) {
    if (read.get(notification.id) !== notification.read)
      differences.push(`notification ${notification.id}: server read ${read.get(notification.id)}, device ${notification.read}`);
  }
  return differences;
}
