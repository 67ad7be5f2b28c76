// Avis: the reviewer deletes a review they wrote; it disappears at once and the deletion is sent once.
import { endpoints, pathFor } from '../../contract/api';
import type { MechwarDatabase, ReviewRow } from '../database';
import type { OutboxEntry } from '../outbox-entry';
import { queueDeletion } from './queue-write';
import { requireSession } from './session-guard';
import { actedOnId } from '../entries-before-v3';
import { defineWrite } from './define-write';
import { outboxLabel } from '../outbox-label';
import { newEntryId } from './write-once';

export async function deleteReview(db: MechwarDatabase, review: ReviewRow, id: string = newEntryId()): Promise<string> {
  return db.transaction('rw', [db.session, db.reviews, db.outbox], async () => {
    const session = await requireSession(db);
    if (review.reviewer.id !== session.user.id) throw new Error('Only the reviewer can delete this review.');
    return queueDeletion(db, 'reviews', review.id, {
      id,
      kind: 'deleteReview',
      label: outboxLabel('Suppression de l’avis #{id}', { id: review.id }),
      path: pathFor(endpoints.deleteReview, review.id),
      userId: session.user.id,
    });
  });
}

export async function applyReviewDeleted(db: MechwarDatabase, entry: OutboxEntry) {
  await db.reviews.delete(actedOnId(entry, 'reviews')!);
}

export const reviewWrites = {
  deleteReview: defineWrite({ endpoints: [endpoints.deleteReview], apply: applyReviewDeleted }),
};
