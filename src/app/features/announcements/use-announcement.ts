// A travel request of the mirror with the proposals this device knows of, live; opening it asks the worker for a
// fresh copy (a 404 goes to the not-found page through the global replies).
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { ANNOUNCEMENT_CONTEXT_TYPE } from '../../../contract/announcement-rules';
import { db } from '../../../db/database';
import { announcementById, proposalsOf } from '../../../db/announcement-queries';
import { lastSyncedAt } from '../../../db/queries';
import { conversationAbout } from '../../../db/chat-queries';
import { serverIdOf } from '../../../db/temporary-ids';
import { sync } from '../../../sync/client';

export type AnnouncementLoad = 'loading' | 'done' | 'offline' | 'failed' | 'not-found';

export function useAnnouncement(id: number) {
  const [status, setStatus] = useState<AnnouncementLoad>('loading');
  const row = useLiveQuery(async () => (await announcementById(db, id)) ?? null, [id]);
  // One deleted here (the deletion not sent yet) is gone for the user already.
  const announcement = row && !row._deleted ? row : row === undefined ? undefined : null;
  const proposals = useLiveQuery(() => proposalsOf(db, id), [id], []);
  const syncedAt = useLiveQuery(() => lastSyncedAt(db, `announcement:${id}`), [id]);
  // A request posted here, since sent: its page moves to the server's id.
  const movedTo = useLiveQuery(() => (id < 0 ? serverIdOf(db, id) : null), [id]) ?? null;
  useEffect(() => {
    let current = true;
    if (id <= 0) {
      setStatus('done'); // a request posted offline exists only here until it is sent
      return;
    }
    setStatus('loading');
    void sync.openAnnouncement(id).then((result) => {
      if (!current) return;
      if (result.ok) setStatus('done');
      else setStatus(result.status === 404 ? 'not-found' : result.status === 0 ? 'offline' : 'failed');
    });
    return () => {
      current = false;
    };
  }, [id]);
  return { announcement: announcement ?? undefined, proposals, status, syncedAt, movedTo };
}

/** The conversation an accepted proposal opened between the requester and the driver: the detail page links to it. */
export function useAnnouncementConversation(announcementId: number, viewerId: number | undefined) {
  return useLiveQuery(
    async () => {
      if (viewerId === undefined || announcementId <= 0) return null;
      return (await conversationAbout(db, viewerId, ANNOUNCEMENT_CONTEXT_TYPE, announcementId))?.id ?? null;
    },
    [announcementId, viewerId],
    null,
  );
}
