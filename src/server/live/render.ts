// The data of rendered live events (realtime/broadcaster.ts), read where they are delivered: a chat message as each
// reader sees it, with the conversation as that reader sees it (their unread count, their last message).
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { conversations, messages } from '../db/schema';
import { loadConversations, loadMessages } from '../chat/chat-json';
import type { Renderer } from '../realtime/broadcaster';

/** A chat message for one of its readers: rendered as `MessagingEvent` on their messages channel. */
export const messageRecipe = z.object({ message: z.number().int(), reader: z.number().int() });
export type MessageRecipe = z.infer<typeof messageRecipe>;

/**
 * Reads on `db` (`Database.live`). A message several readers here are sent is read once; a recipe this version does not
 * know (another version of the app during a rolling deploy) renders as nothing.
 */
export function liveRenderer(db: Db): Renderer {
  return async (events) => {
    const recipes = events.map(({ recipe }) => messageRecipe.safeParse(recipe));
    const messageIds = [...new Set(recipes.flatMap((recipe) => (recipe.success ? [recipe.data.message] : [])))];
    const found = await Promise.all(messageIds.map(async (id) => [id, (await loadMessages(db, eq(messages.id, id)))[0]] as const));
    const messagesById = new Map(found);
    return Promise.all(
      recipes.map(async (recipe) => {
        const message = recipe.success ? messagesById.get(recipe.data.message) : undefined;
        if (!recipe.success || !message) return null;
        const [conversation] = await loadConversations(db, recipe.data.reader, { where: eq(conversations.id, message.conversation_id) });
        return conversation ? { message, conversation } : null;
      }),
    );
  };
}
