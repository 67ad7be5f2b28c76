// Runs inside the app's own page (same origin, so the same IndexedDB): writes a long conversation into the reader's
// mirror with the app's own chat-mirror code, as pulled pages would. Bundled by tests/bench/chat.ts into one IIFE
// script that defines `chatBench` on the page.
import { openDatabase } from '../../../src/db/database';
import { mirrorConversations, mirrorMessages } from '../../../src/db/chat-mirror';
import type { Conversation, Message } from '../../../src/contract/conversations';

export interface LongConversation {
  /** The reader whose mirror receives it. */
  ownerId: number;
  /** A conversation already in that mirror: its participants are copied, so the other person has a real name. */
  like: number;
  /** Id of the new conversation (not used by the server), and of its messages: id * 10,000 + 1 onwards. */
  id: number;
  title: string;
  count: number;
}

const WORDS = ['Bonjour', 'la route', 'départ', 'à 8h', 'station', 'valise', 'merci', 'Sousse', 'Tunis', 'plus tôt', 'parfait', 'à demain'];

/** Text of the message `n` (1 = oldest): short and longer ones, a few wrapping over several lines. */
export function messageText(n: number): string {
  const words = 3 + ((n * 7) % 5 === 0 ? 40 : (n * 13) % 17);
  return `#${n} ${Array.from({ length: words }, (_, i) => WORDS[(n + i * 5) % WORDS.length]).join(' ')}`;
}

export async function seedLongConversation(options: LongConversation): Promise<{ ms: number; newest: string }> {
  const db = openDatabase();
  await db.open();
  try {
    const model = await db.conversations.get(options.like);
    if (!model) throw new Error(`conversation ${options.like} is not in the mirror`);
    const people = model.participants.map((p) => p.participant_id);
    const other = people.find((id) => id !== options.ownerId) ?? people[0]!;
    const sender = (id: number) => model.participants.find((p) => p.participant_id === id)?.participant ?? null;
    const now = Date.now();
    const messages: Message[] = Array.from({ length: options.count }, (_, i) => {
      const from = i % 3 === 0 ? options.ownerId : other;
      const at = new Date(now - (options.count - i) * 60_000).toISOString();
      return {
        id: options.id * 10_000 + i + 1,
        conversation_id: options.id,
        type: 0,
        sender_id: from,
        sender: sender(from) ? { ...sender(from)!, id: from } : null,
        content: { text: messageText(i + 1) },
        created_at: at,
        updated_at: at,
        target_user_id: null,
        subject_id: null,
        subject_type: null,
        subject: null,
      };
    });
    const newest = messages.at(-1)!;
    const conversation: Conversation = {
      id: options.id,
      title: options.title,
      context_type: model.context_type ?? null,
      context_id: model.context_id,
      context: model.context ?? null,
      participants: model.participants,
      messages: [newest],
      unread_messages_count: 0,
      last_message_at: newest.created_at,
      created_at: messages[0]!.created_at,
    };
    const started = performance.now();
    await mirrorConversations(db, options.ownerId, [conversation]);
    await mirrorMessages(db, options.ownerId, messages);
    return { ms: Math.round(performance.now() - started), newest: newest.content.text };
  } finally {
    db.close();
  }
}
