// What the chaos run reads from a device: what the screens would show (trips, bookings, chat, requests, vehicles, reviews,
// notifications, tracking, parcels, people blocked) and the outbox, trimmed to the fields the run's audits compare.
import { db } from '../db/database';
import { UNREADABLE_ANSWERS_KEY } from '../db/outbox-outcomes';

export async function snapshot() {
  const session = await db.session.get('current');
  return {
    userId: session?.user.id ?? null,
    unreadableAnswers: ((await db.meta.get(UNREADABLE_ANSWERS_KEY))?.value ?? []) as { kind: string }[],
    trips: await db.trips.toArray(),
    bookings: await db.bookings.toArray(),
    me: session ? ((await db.me.get(session.user.id)) ?? null) : null,
    vehicles: await db.vehicles.toArray(),
    conversations: (await db.conversations.toArray()).map(({ id, unread_messages_count, context_id, _pending, _ownerId }) => ({
      id,
      unread_messages_count,
      context_id,
      _pending,
      _ownerId,
    })),
    messages: (await db.messages.toArray()).map(({ id, conversation_id, type, sender_id, content, subject_id, subject, _pending }) => ({
      id,
      conversation_id,
      type,
      sender_id,
      text: content.text,
      subject_id,
      subject_status: subject && 'status' in subject ? subject.status : null,
      _pending,
    })),
    announcements: (await db.announcements.toArray()).map(
      ({ id, user_id, user, status, seats_needed, description, desired_departure_time, _pending, _deleted }) => ({
        id,
        user_id,
        user_name: user?.full_name ?? '',
        status,
        seats_needed,
        description,
        desired_departure_time,
        _pending,
        _deleted,
      }),
    ),
    proposals: (await db.proposals.toArray()).map(({ id, announcement_id, driver_id, status, proposed_price, message, _pending }) => ({
      id,
      announcement_id,
      driver_id,
      status,
      proposed_price,
      message,
      _pending,
    })),
    documentTypes: (await db.documentTypes.toArray()).map(({ id, type, is_required }) => ({ id, type, is_required })),
    reviews: (await db.reviews.toArray()).map(({ id, reviewer, status, _direction, _ownerId, _pending, _deleted }) => ({
      id,
      reviewerId: reviewer.id,
      status,
      _direction,
      _ownerId,
      _pending,
      _deleted,
    })),
    notifications: (await db.notifications.toArray()).map(({ id, readed_at, _pending, _ownerId }) => ({ id, read: readed_at !== null, _pending, _ownerId })),
    positions: (await db.positions.toArray()).map(({ trip_id, recorded_at, lat, lng, _sent, _entryId }) => ({
      trip_id,
      recorded_at,
      lat,
      lng,
      _sent,
      _entryId,
    })),
    tracking: (await db.tracking.toArray()).map(({ trip_id, last_point, sharing, started_at }) => ({ trip_id, last_point, sharing, started_at })),
    parcels: (await db.parcels.toArray()).map(
      ({ id, trip_id, sender_id, driver_id, status, description, pickup_code, delivery_code, code_check, events, _pending, _deleted }) => ({
        id,
        trip_id,
        sender_id,
        driver_id,
        status,
        description,
        pickup_code,
        delivery_code,
        code_check,
        picked_up: events.some((event) => event.status === 4),
        _pending,
        _deleted,
      }),
    ),
    blocks: (await db.blocks.toArray()).map(({ id, _ownerId }) => ({ id, _ownerId })),
    outbox: (await db.outbox.toArray()).map(({ id, kind, state, userId, lastError, path, attempts }) => ({
      id,
      kind,
      state,
      userId,
      lastError,
      path,
      attempts,
    })),
  };
}

export type ChaosSnapshot = Awaited<ReturnType<typeof snapshot>>;
