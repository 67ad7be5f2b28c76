// Edit profile: show the change at once (me + session), queue the multipart request, and apply or undo its answer.
import { endpoints } from '../../contract/api';
import { canonicalPhone } from '../../contract/phone-format';
import type { MechwarDatabase } from '../database';
import type { OutboxEntry, OutboxPart } from '../outbox-entry';
import { enqueue } from '../outbox';
import { changeRow, putServerRow } from '../row-marks';
import { defineWrite, type AnswerOf } from './define-write';
import { outboxLabel } from '../outbox-label';
import { newEntryId } from './write-once';

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

export const UPDATE_PROFILE_LABEL = outboxLabel('Modification du profil');

/** Writes the optimistic profile and the outbox entry in one transaction; returns the entry id (the Idempotency-Key). */
export async function updateProfile(db: MechwarDatabase, edit: ProfileEdit, id: string = newEntryId()): Promise<string> {
  return db.transaction('rw', [db.session, db.me, db.outbox], async () => {
    const session = await db.session.get('current');
    if (!session) throw new Error('Please login to perform this action');
    const current = (await db.me.get(session.user.id)) ?? { ...session.user, _syncedAt: 0 };
    await db.me.put(current);
    const changes: Record<string, unknown> = {
      first_name: edit.first_name.trim(),
      last_name: edit.last_name.trim(),
      full_name: `${edit.first_name.trim()} ${edit.last_name.trim()}`,
      email: edit.email.trim() || null,
      phone: canonicalPhone(edit.phone) ?? edit.phone,
    };
    if (edit.deletePhoto) Object.assign(changes, { image: null, image_url: null, _localImage: null });
    // A photo chosen offline shows from the device until the server has it; meanwhile pulls leave the photo fields.
    if (edit.image) Object.assign(changes, { _localImage: edit.image, image: current.image, image_url: current.image_url });
    const parts: OutboxPart[] = [
      { name: '_method', value: 'PUT' },
      { name: 'first_name', value: edit.first_name },
      { name: 'last_name', value: edit.last_name },
      { name: 'email', value: edit.email },
      { name: 'phone', value: edit.phone },
      { name: 'delete_photo', value: edit.deletePhoto ? '1' : '0' },
    ];
    if (edit.image) parts.push({ name: 'image', file: edit.image, filename: edit.imageName ?? 'photo.jpg' });
    const touch = await changeRow(db, 'me', session.user.id, changes);
    await enqueue(db, {
      id,
      kind: 'updateProfile',
      label: UPDATE_PROFILE_LABEL,
      method: 'POST',
      path: '/api/profile',
      body: { type: 'multipart', parts },
      userId: session.user.id,
      touches: [touch],
    });
    return id;
  });
}

/** The server's profile, with the edits still queued after this one laid over it. */
export async function applyProfileAnswer(db: MechwarDatabase, entry: OutboxEntry, { user }: Pick<AnswerOf<typeof endpoints.updateProfile>, 'user'>) {
  const { _pending, ...local } = (await db.me.get(user.id)) ?? { _pending: undefined };
  void _pending;
  // The photo chosen here is no longer needed once the server has one (or none).
  await putServerRow(db, 'me', { ...local, ...user, _localImage: undefined } as never, entry.id);
}

export const profileWrites = {
  updateProfile: defineWrite({ endpoints: [endpoints.updateProfile], apply: applyProfileAnswer }),
};
