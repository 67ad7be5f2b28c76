// Pulls live tracking into the mirror: a trip under way (driver and accepted passengers), the share links a passenger
// made, and a trip followed through a share link by a relative who is not signed in.
import { endpoints, pathFor } from '../contract/api';
import type { MechwarDatabase, ShareLinkRow } from '../db/database';
import { getSession, isSessionValid } from '../db/session';
import { mirrorTracking } from '../db/tracking-mirror';
import type { Http } from './http';

export function createTrackingPull(db: MechwarDatabase, http: Http) {
  return {
    /** The newest point, estimate and trail; refused (no longer allowed, trip gone): the kept copy goes. */
    async tracking(tripId: number) {
      if (tripId < 0) return { ok: false as const, status: 0 };
      const requestedAt = Date.now();
      const result = await http.request(endpoints.tripTracking, { path: pathFor(endpoints.tripTracking, tripId), quiet: true });
      if (result.ok) await mirrorTracking(db, result.data.data, Date.now(), requestedAt);
      else if (result.error.status === 403 || result.error.status === 404) await db.tracking.delete(tripId);
      return result.ok ? { ok: true as const } : { ok: false as const, status: result.error.status };
    },

    /** The signed-in person's links for a trip; a link's token stays only on the device that drew it. */
    async shareLinks(tripId: number) {
      const session = await getSession(db);
      if (!isSessionValid(session) || tripId < 0) return { ok: false as const };
      const ownerId = session!.user.id;
      const result = await http.request(endpoints.shareLinks, { path: pathFor(endpoints.shareLinks, tripId), quiet: true });
      if (!result.ok) return { ok: false as const };
      await db.transaction('rw', db.shareLinks, async () => {
        const kept = await db.shareLinks.bulkGet(result.data.data.map((link) => link.id));
        const rows: ShareLinkRow[] = [];
        result.data.data.forEach((link, index) => {
          const mine = kept[index];
          if (mine?._pending?.length) return;
          rows.push({ ...link, token: mine?.token ?? null, _ownerId: ownerId, _syncedAt: Date.now() });
        });
        await db.shareLinks.bulkPut(rows);
      });
      return { ok: true as const };
    },

    /** A share link opened logged out: the answer is kept for a look without the network; a dead link says why. */
    async shared(token: string) {
      const result = await http.request(endpoints.sharedTracking, {
        path: endpoints.sharedTracking.path.replace('{token}', encodeURIComponent(token)),
        quiet: true,
      });
      const kept = await db.sharedTracking.get(token);
      if (result.ok) await db.sharedTracking.put({ token, data: result.data.data, _syncedAt: Date.now() });
      else if (result.error.status === 404 || result.error.status === 410) {
        await db.sharedTracking.put({ token, data: null, gone: result.error.status === 410 ? 'expired' : 'unknown', _syncedAt: Date.now() });
      }
      return result.ok ? { ok: true as const } : { ok: false as const, status: result.error.status, kept: kept !== undefined };
    },
  };
}

export type TrackingPull = ReturnType<typeof createTrackingPull>;
