// Starting a conversation about a trip (spec 001 §3 "Conversation start"); the chat itself comes with messaging.
import { z } from 'zod';

/** The trip model's name as the Laravel backend stores it in context_type. */
export const TRIP_CONTEXT_TYPE = 'App\\Models\\Trip';
export const MESSAGE_MIN_LENGTH = 2;

export const startConversationRequest = z.object({
  content: z
    .string({ error: 'The content field is required.' })
    .trim()
    .min(MESSAGE_MIN_LENGTH, 'The content must be at least 2 characters.')
    .max(2000),
  context_type: z.string().default(TRIP_CONTEXT_TYPE),
  context_id: z.coerce.number({ error: 'The context id field is required.' }).int().positive('The context id field is required.'),
});
export type StartConversationRequest = z.input<typeof startConversationRequest>;

export const startConversationResponse = z.object({
  message: z.string(),
  data: z.object({ conversation_id: z.number().int(), message_id: z.number().int().optional() }).optional(),
});
