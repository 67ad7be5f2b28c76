// Conversations and messages (spec 000 §3 Conversation, Message; §7): the chat's entities, requests and answers.
import { z } from 'zod';
import { paginated } from './paginator';
import { booking } from './bookings';
import { rating } from './ratings';
import { legFields } from './trip-route';

/** The trip model's name as the Laravel backend stores it in context_type. */
export const TRIP_CONTEXT_TYPE = 'App\\Models\\Trip';
/** Laravel's model names of message subjects: the booking of a Booking Request, the rating of a FeedBack Request. */
export const BOOKING_SUBJECT_TYPE = 'App\\Models\\Booking';
export const RATING_SUBJECT_TYPE = 'App\\Models\\Rating';
/** The parcel of a Parcel Request card (DESIGN.md §9). */
export const PARCEL_SUBJECT_TYPE = 'App\\Models\\Parcel';
export const MESSAGE_MIN_LENGTH = 2;
export const MESSAGE_MAX_LENGTH = 2000;
/** Spec 000 §9: the conversation list comes 4 at a time. */
export const CONVERSATIONS_PER_PAGE = 4;
export const MESSAGES_PER_PAGE = 30;

/**
 * Message type: 0 text, 1 feedback request (subject: a rating), 2 booking request (subject: a booking), 3 system
 * notice, 4 parcel request (subject: a parcel).
 */
export const MESSAGE_TYPE = { text: 0, feedbackRequest: 1, bookingRequest: 2, systemNotice: 3, parcelRequest: 4 } as const;

const messageText = z
  .string({ error: 'The content field is required.' })
  .trim()
  .min(1, 'The content field is required.')
  .max(MESSAGE_MAX_LENGTH, `The content may not be greater than ${MESSAGE_MAX_LENGTH} characters.`);

/**
 * The id the sender's device gave a message it typed (its outbox entry's): stored and echoed with the message, so the
 * device joins the server's copy to the one it shows as waiting when the answer to its send was lost.
 */
const clientId = z.string().trim().min(1).max(64, 'The client id may not be greater than 64 characters.').optional();

export const startConversationRequest = z.object({
  content: z
    .string({ error: 'The content field is required.' })
    .trim()
    .min(MESSAGE_MIN_LENGTH, 'The content must be at least 2 characters.')
    .max(MESSAGE_MAX_LENGTH),
  context_type: z.string().default(TRIP_CONTEXT_TYPE),
  context_id: z.coerce.number({ error: 'The context id field is required.' }).int().positive('The context id field is required.'),
  client_id: clientId,
});
export type StartConversationRequest = z.input<typeof startConversationRequest>;

export const sendMessageRequest = z.object({ content: messageText, client_id: clientId });
export type SendMessageRequest = z.input<typeof sendMessageRequest>;

const person = z.object({
  id: z.number().int(),
  full_name: z.string().optional(),
  first_name: z.string().optional(),
  image_url: z.string().nullable().optional(),
});

const namedCity = z.object({ id: z.number().int().optional(), name: z.string() });

/** A Booking Request card's subject: the booking with its trip's route. */
export const bookingSubject = booking.extend({
  trip: z
    .object({ id: z.number().int(), departure_city: namedCity.nullable().optional(), arrival_city: namedCity.nullable().optional() })
    .nullable()
    .optional(),
});

/** A Parcel Request card's subject: what the chat shows of the parcel; every field but the id may be missing. */
export const parcelSubject = z.object({
  id: z.number().int(),
  status: z.coerce.number().int().optional(),
  status_text: z.string().optional(),
  size: z.string().optional(),
  description: z.string().optional(),
  price: z.coerce.number().optional(),
  /** The leg carried; null for the whole trip. */
  ...legFields,
  trip: z
    .object({ id: z.number().int(), departure_city: namedCity.nullable().optional(), arrival_city: namedCity.nullable().optional() })
    .nullable()
    .optional(),
});
export type ParcelSubject = z.infer<typeof parcelSubject>;

export const message = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  type: z.coerce.number().int(),
  sender_id: z.number().int().nullable(),
  sender: person.nullable().optional(),
  /** `hidden`: staff hid the message (issue 40); its text is then empty. */
  content: z.object({ text: z.string(), hidden: z.boolean().optional() }),
  created_at: z.string(),
  updated_at: z.string().optional(),
  target_user_id: z.number().int().nullable().optional(),
  subject_id: z.number().int().nullable().optional(),
  subject_type: z.string().nullable().optional(),
  subject: z.union([bookingSubject, rating, parcelSubject]).nullable().optional(),
  client_id: z.string().nullable().optional(),
});
export type Message = z.infer<typeof message>;

export const conversationParticipant = z.object({
  participant_id: z.number().int(),
  participant: person.nullable().optional(),
});

export const conversation = z.object({
  id: z.number().int(),
  title: z.string(),
  context_type: z.string().nullable().optional(),
  context_id: z.number().int().nullable(),
  context: z
    .object({ id: z.number().int().optional(), departure_city: namedCity.nullable().optional(), arrival_city: namedCity.nullable().optional() })
    .nullable()
    .optional(),
  participants: z.array(conversationParticipant),
  /** The last message only (what the lists show). */
  messages: z.array(message).default([]),
  unread_messages_count: z.coerce.number().int().default(0),
  last_message_at: z.string().nullable(),
  created_at: z.string().optional(),
});
export type Conversation = z.infer<typeof conversation>;

/** `GET /api/conversations`: 4 a page, newest activity first, and the user's unread total. */
export const conversationsResponse = z.object({
  conversations: paginated(conversation),
  unread_count: z.coerce.number().int(),
});
export type ConversationsResponse = z.infer<typeof conversationsResponse>;

/** `GET /api/conversations/{id}/messages?page=N`: page 1 is the newest messages, newest first. */
export const messagesResponse = z.object({ messages: paginated(message) });
export type MessagesResponse = z.infer<typeof messagesResponse>;

/** `POST /api/conversations/{id}/messages` and `.../start`: the stored message. */
export const messageSentResponse = z.object({
  message: z.string(),
  data: message.extend({ conversation: conversation.optional() }),
});
export type MessageSentResponse = z.infer<typeof messageSentResponse>;

export const startConversationResponse = z.object({
  message: z.string(),
  data: z.object({ conversation_id: z.number().int(), message_id: z.number().int().optional() }).passthrough().optional(),
});

/** `POST /api/conversations/{id}/read`. */
export const conversationReadResponse = z.object({ message: z.string(), unread_count: z.coerce.number().int() });

/** Live event payload on `private-messages.user.{id}` (`App\Events\MessagingEvent`). */
export const messagingEvent = z.object({ message, conversation });
export type MessagingEvent = z.infer<typeof messagingEvent>;
