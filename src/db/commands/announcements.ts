// Travel request commands of the passenger: post or edit a request, delete it. Each shows its effect at once and
// queues the call; the server's answer replaces the optimistic row, a refusal puts back what it changed.
import { endpoints, pathFor } from '../../contract/api';
import type { AnnouncementForm } from '../../contract/announcements';
import { LUGGAGE_DEFAULT } from '../../contract/announcement-rules';
import { ANNOUNCEMENT_STATUS, ANNOUNCEMENT_STATUS_TEXT } from '../../contract/statuses';
import type { AnnouncementRow, MechwarDatabase } from '../database';
import type { OutboxEntry } from '../outbox-entry';
import { toAnnouncementRow } from '../announcements-mirror';
import { putServerRow } from '../row-marks';
import { rowNow } from './row-now';
import { queueChange, queueCreate, queueDeletion } from './queue-write';
import { defineWrite, type AnswerOf } from './define-write';
import { temporaryId } from './temp-id';
import { cardPersonOf, requireSession, routeLabel } from './session-guard';
import { actedOnId } from '../entries-before-v3';
import { outboxLabel } from '../outbox-label';
import { newEntryId } from './write-once';

/** What the Create / Edit Travel Request form sends (the contract's parsed form). */
export type TravelRequestForm = Omit<AnnouncementForm, 'user_id' | 'id'>;

/** The announcement as it is now (the server's row once one posted here was sent); refuses one gone meanwhile. */
export const announcementNow = (db: MechwarDatabase, shown: AnnouncementRow) => rowNow(db, 'announcements', shown, 'Cette annonce n’existe plus.');

const TABLES = (db: MechwarDatabase) => [db.session, db.announcements, db.proposals, db.cities, db.outbox, db.meta];

/** Post (no `shown`) or edit (`shown`) a travel request; an edit of one posted here waits for its create. */
export async function saveAnnouncement(db: MechwarDatabase, form: TravelRequestForm, shown?: AnnouncementRow, id: string = newEntryId()) {
  return db.transaction('rw', TABLES(db), async () => {
    const session = await requireSession(db);
    const existing = shown ? await announcementNow(db, shown) : undefined;
    const [departure, arrival] = await Promise.all([db.cities.get(form.departure_city_id), db.cities.get(form.arrival_city_id)]);
    const fields = {
      ...form,
      max_price_per_seat: form.max_price_per_seat ?? null,
      description: form.description || null,
      additional_notes: form.additional_notes || null,
      luggage_size: form.luggage_size || LUGGAGE_DEFAULT,
      // Left out of the form: an edit keeps what the request said.
      women_only: form.women_only ?? existing?.women_only ?? false,
      departure_city: departure ?? null,
      arrival_city: arrival ?? null,
    };
    const body = { ...form, user_id: session.user.id };
    if (existing) {
      return queueChange(db, 'announcements', existing.id, fields, {
        id,
        kind: 'saveAnnouncement',
        label: outboxLabel('Modification de l’annonce {route}', { route: routeLabel({ ...existing, ...fields }) }),
        method: 'PUT',
        path: pathFor(endpoints.updateAnnouncement, existing.id),
        body: { type: 'json', data: body },
        userId: session.user.id,
      });
    }
    const optimistic: AnnouncementRow = {
      id: temporaryId(),
      user_id: session.user.id,
      user: cardPersonOf(session.user),
      ...fields,
      status: ANNOUNCEMENT_STATUS.open,
      status_text: ANNOUNCEMENT_STATUS_TEXT[ANNOUNCEMENT_STATUS.open],
      proposals_count: 0,
      trip_proposals_count: 0,
      accepted_trip_proposal: null,
      created_at: new Date().toISOString(),
      _entryId: id,
    };
    return queueCreate(db, 'announcements', optimistic, {
      id,
      kind: 'saveAnnouncement',
      label: outboxLabel('Nouvelle annonce {route}', { route: routeLabel(optimistic) }),
      method: 'POST',
      path: endpoints.createAnnouncement.path,
      body: { type: 'json', data: body },
      userId: session.user.id,
    });
  });
}

/** Deletes a travel request: hidden at once, kept as a marked row until the server has the deletion. */
export async function deleteAnnouncement(db: MechwarDatabase, shown: AnnouncementRow, id: string = newEntryId()) {
  return db.transaction('rw', TABLES(db), async () => {
    const session = await requireSession(db);
    const row = await announcementNow(db, shown);
    return queueDeletion(db, 'announcements', row.id, {
      id,
      kind: 'deleteAnnouncement',
      label: outboxLabel('Suppression de l’annonce {route}', { route: routeLabel(row) }),
      path: pathFor(endpoints.deleteAnnouncement, row.id),
      userId: session.user.id,
    });
  });
}

type AnnouncementAnswer = AnswerOf<typeof endpoints.createAnnouncement | typeof endpoints.updateAnnouncement>;

export async function applyAnnouncementAnswer(db: MechwarDatabase, entry: OutboxEntry, answer: AnnouncementAnswer) {
  const announcement = 'announcement' in answer ? answer.announcement : answer.data;
  if (entry.tempId) await db.announcements.delete(entry.tempId);
  await putServerRow(db, 'announcements', toAnnouncementRow(announcement), entry.id);
}

export async function applyAnnouncementDeleted(db: MechwarDatabase, entry: OutboxEntry) {
  const id = actedOnId(entry, 'announcements')!;
  await db.announcements.delete(id);
  await db.proposals.where('announcement_id').equals(id).delete();
}

export const announcementWrites = {
  saveAnnouncement: defineWrite({ endpoints: [endpoints.createAnnouncement, endpoints.updateAnnouncement], apply: applyAnnouncementAnswer }),
  deleteAnnouncement: defineWrite({ endpoints: [endpoints.deleteAnnouncement], apply: applyAnnouncementDeleted }),
};
