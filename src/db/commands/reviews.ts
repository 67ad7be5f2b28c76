// Avis: the reviewer deletes a review they wrote; it disappears at once and the deletion is sent once.
import { endpoints, pathFor } from '../../contract/api';
import type { MechwarDatabase, ReviewRow } from '../database';
import type { OutboxEntry } from '../outbox-entry';
import { enqueue } from '../outbox';
import { changeRow } from '../row-marks';
import { requireSession } from './session-guard';
import { actedOnId } from '../entries-before-v3';

export async function deleteReview(db: MechwarDatabase, review: ReviewRow, id: string = crypto.randomUUID()): Promise<string> {
  return db.transaction('rw', [db.session, db.reviews, db.outbox], async () => {
    const session = await requireSession(db);
    if (review.reviewer.id !== session.user.id) throw new Error('Only the reviewer can delete this review.');
    const touch = await changeRow(db, 'reviews', review.id, { _deleted: true });
    await enqueue(db, {
      id,
      kind: 'deleteReview',
      label: `Suppression de l’avis #${review.id}`,
      method: 'DELETE',
      path: pathFor(endpoints.deleteReview, review.id),
      body: { type: 'none' },
      userId: session.user.id,
      touches: [touch],
    });
    return id;
  });
}

export async function applyReviewDeleted(db: MechwarDatabase, entry: OutboxEntry) {
  await db.reviews.delete(actedOnId(entry, 'reviews')!);
}
