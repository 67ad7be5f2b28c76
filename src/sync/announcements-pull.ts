// Pulls travel requests into the mirror: list pages for the filters a screen shows, one request's detail (with the
// proposals the reader may see), and the owner's My Announcements. A failure leaves the mirror as it was.
import { endpoints, pathFor } from '../contract/api';
import type { AnnouncementFilters } from '../contract/announcements';
import type { MechwarDatabase } from '../db/database';
import { forgetAnnouncement, mirrorAnnouncements, pruneMyAnnouncements } from '../db/announcements-mirror';
import { announcementSearchKey } from '../db/announcement-queries';
import { markSynced } from '../db/mirror';
import { getSession, isSessionValid } from '../db/session';
import type { Http } from './http';
import { listQuery } from './pull';

export interface AnnouncementsPageInfo {
  page: number;
  hasMore: boolean;
}

export function createAnnouncementsPull(db: MechwarDatabase, http: Http) {
  return {
    async list(filters: AnnouncementFilters): Promise<{ ok: true; info: AnnouncementsPageInfo } | { ok: false; status: number; message: string }> {
      const requestedAt = Date.now();
      const path = endpoints.announcements.path + listQuery(filters);
      const result = await http.request(endpoints.announcements, { path, quiet: true });
      if (!result.ok) return { ok: false, status: result.error.status, message: result.error.message };
      await mirrorAnnouncements(db, result.data.data, requestedAt);
      const { page, status, ...listFilters } = filters;
      void status;
      if ((page ?? 1) === 1) await markSynced(db, announcementSearchKey(listFilters));
      return { ok: true, info: { page: result.data.current_page, hasMore: result.data.next_page_url !== null } };
    },

    /** One request; one the server no longer has leaves the mirror. `userAsked`: the page the user opened. */
    async detail(id: number, userAsked = false) {
      if (id < 0) return { ok: false as const, status: 0 };
      const requestedAt = Date.now();
      const result = await http.request(endpoints.announcement, { path: pathFor(endpoints.announcement, id), quiet: !userAsked });
      if (result.ok) {
        await mirrorAnnouncements(db, [result.data.data], requestedAt);
        await markSynced(db, `announcement:${id}`);
        return { ok: true as const };
      }
      if (result.error.status === 404) await forgetAnnouncement(db, id, requestedAt);
      return { ok: false as const, status: result.error.status };
    },

    async mine() {
      const session = await getSession(db);
      if (!isSessionValid(session)) return { ok: false as const };
      const requestedAt = Date.now();
      const result = await http.request(endpoints.myAnnouncements, { quiet: true });
      if (!result.ok) return { ok: false as const };
      await mirrorAnnouncements(db, result.data, requestedAt);
      await pruneMyAnnouncements(db, session!.user.id, result.data, requestedAt);
      await markSynced(db, 'my-announcements');
      return { ok: true as const };
    },
  };
}

export type AnnouncementsPull = ReturnType<typeof createAnnouncementsPull>;
