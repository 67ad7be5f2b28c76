// A travel request of the mirror with the proposals this device knows of, live; opening it asks the worker for a
// fresh copy (a 404 goes to the not-found page through the global replies).
import { useLiveQuery } from 'dexie-react-hooks';
import { ANNOUNCEMENT_CONTEXT_TYPE } from '../../../contract/announcement-rules';
import { db } from '../../../db/database';
import { announcementById, proposalsOf } from '../../../db/announcement-queries';
import { conversationAbout } from '../../../db/chat-queries';
import { sync } from '../../../sync/client';
import { useDetailRefresh } from '../../hooks/use-detail-refresh';

export function useAnnouncement(id: number) {
  const row = useLiveQuery(async () => (await announcementById(db, id)) ?? null, [id]);
  // One deleted here (the deletion not sent yet) is gone for the user already.
  const announcement = row && !row._deleted ? row : row === undefined ? undefined : null;
  const proposals = useLiveQuery(() => proposalsOf(db, id), [id], []);
  const { status, syncedAt, movedTo } = useDetailRefresh(id, `announcement:${id}`, (announcementId) => sync.openAnnouncement(announcementId));
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
