// Edit profile: show the change at once (me + session), queue the multipart request, and apply or undo its answer.
import { profileUpdateResponse } from '../../contract/profile';
import { canonicalPhone } from '../../contract/phone';
import type { MechwarDatabase, MeRow } from '../database';
import type { OutboxEntry, OutboxPart } from '../outbox-entry';
import { enqueue } from '../outbox';
import { reconcileRow } from '../reconcile';
import { stripLocal, writeMe } from '../me';

export interface ProfileEdit {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  /** A new photo, or null to keep the current one. */
  image: Blob | null;
  imageName?: string;
  deletePhoto: boolean;
}

export const UPDATE_PROFILE_LABEL = 'Modification du profil';

/** Writes the optimistic profile and the outbox entry in one transaction; returns the entry id (the Idempotency-Key). */
export async function updateProfile(db: MechwarDatabase, edit: ProfileEdit, id: string = crypto.randomUUID()): Promise<string> {
  return db.transaction('rw', [db.session, db.me, db.outbox], async () => {
    const session = await db.session.get('current');
    if (!session) throw new Error('Please login to perform this action');
    const previous: MeRow = (await db.me.get(session.user.id)) ?? { ...session.user, _syncedAt: 0 };
    const changed = ['first_name', 'last_name', 'full_name', 'email', 'phone'];
    const optimistic: MeRow = {
      ...previous,
      first_name: edit.first_name.trim(),
      last_name: edit.last_name.trim(),
      full_name: `${edit.first_name.trim()} ${edit.last_name.trim()}`,
      email: edit.email.trim() || null,
      phone: canonicalPhone(edit.phone) ?? edit.phone,
      _pending: [...new Set([...(previous._pending ?? []), ...changed, ...(edit.image || edit.deletePhoto ? ['image', 'image_url'] : [])])],
    };
    if (edit.deletePhoto) Object.assign(optimistic, { image: null, image_url: null, _localImage: null });
    if (edit.image) optimistic._localImage = edit.image;
    const parts: OutboxPart[] = [
      { name: '_method', value: 'PUT' },
      { name: 'first_name', value: edit.first_name },
      { name: 'last_name', value: edit.last_name },
      { name: 'email', value: edit.email },
      { name: 'phone', value: edit.phone },
      { name: 'delete_photo', value: edit.deletePhoto ? '1' : '0' },
    ];
    if (edit.image) parts.push({ name: 'image', file: edit.image, filename: edit.imageName ?? 'photo.jpg' });
    await db.me.put(optimistic);
    await db.session.update('current', { user: stripLocal(optimistic) });
    await enqueue(db, {
      id,
      kind: 'updateProfile',
      label: UPDATE_PROFILE_LABEL,
      method: 'POST',
      path: '/api/profile',
      body: { type: 'multipart', parts },
      userId: session.user.id,
      rollback: previous,
      optimistic,
    });
    return id;
  });
}

/** Other profile edits still queued after this one: their fields keep winning when this one ends. */
async function laterProfileEdits(db: MechwarDatabase, entry: OutboxEntry) {
  return db.outbox
    .where('seq')
    .above(entry.seq)
    .filter((other) => other.kind === 'updateProfile' && other.state !== 'failed')
    .count();
}

export const updateProfileHandler = {
  async apply(db: MechwarDatabase, entry: OutboxEntry, response: unknown) {
    const { user } = profileUpdateResponse.parse(response);
    const local = await db.me.get(user.id);
    const keepPending = local && (await laterProfileEdits(db, entry)) > 0;
    const row = keepPending ? reconcileRow(user, local, Date.now()) : { ...user, _syncedAt: Date.now() };
    await writeMe(db, row as MeRow);
  },
  async rollback(db: MechwarDatabase, entry: OutboxEntry) {
    if ((await laterProfileEdits(db, entry)) > 0) return;
    await writeMe(db, entry.rollback as MeRow);
  },
  async reapply(db: MechwarDatabase, entry: OutboxEntry) {
    await writeMe(db, entry.optimistic as MeRow);
  },
  async settle(db: MechwarDatabase, entry: OutboxEntry) {
    const me = await db.me.get(entry.userId);
    if (me) await writeMe(db, { ...me, _pending: undefined, _localImage: undefined });
  },
};
