// Pulls parcels into the mirror: the signed-in person's (sent and carried), and one followed through the recipient's
// link by someone with no account, kept for a look without the network.
import { endpoints, pathFor } from '../contract/api';
import type { MechwarDatabase } from '../db/database';
import { getSession, isSessionValid } from '../db/session';
import { markSynced } from '../db/mirror';
import { mirrorMyParcels } from '../db/parcels-mirror';
import type { DownloadedFile, Http } from './http';
import { STAFF_PARCEL_PROBLEMS } from '../db/staff-parcel-problems';
import type { Parcel } from '../contract/parcels';
import { listQuery } from './pull';

/** A bound on the pages read in one pull (2,000 parcels), should a server keep answering a next page. */
const MAX_PAGES = 100;

export function createParcelsPull(db: MechwarDatabase, http: Http) {
  return {
    async mine() {
      const session = await getSession(db);
      if (!isSessionValid(session)) return { ok: false as const };
      const requestedAt = Date.now();
      // Every page before the mirror is touched: a parcel missing from the answer leaves the mirror, so a partial
      // answer would drop those of the pages not read. A page that fails leaves the mirror as it was.
      const all: Parcel[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const result = await http.request(endpoints.myParcels, { path: endpoints.myParcels.path + listQuery({ page }), quiet: true });
        if (!result.ok) return { ok: false as const };
        all.push(...result.data.data);
        if (result.data.next_page_url === null) break;
      }
      await mirrorMyParcels(db, session!.user.id, all, requestedAt);
      await markSynced(db, 'my-parcels');
      return { ok: true as const };
    },

    /** A parcel's photo, fetched once with the reader's token and kept with the parcel for offline looks. */
    async photo(parcelId: number) {
      const result = await http.request(endpoints.parcelPhoto, { path: pathFor(endpoints.parcelPhoto, parcelId), quiet: true, binary: true });
      if (result.ok) await db.parcels.update(parcelId, { _localPhoto: (result.data as DownloadedFile).blob });
      return { ok: result.ok };
    },

    /** The staff desk's parcel problems, kept under one key; refused (no longer staff): the copy goes. */
    async problems() {
      const result = await http.request(endpoints.staffParcelProblems, { quiet: true });
      if (result.ok) await db.meta.put({ key: STAFF_PARCEL_PROBLEMS, value: { at: Date.now(), list: result.data } });
      else if (result.error.status === 403 || result.error.status === 404) await db.meta.delete(STAFF_PARCEL_PROBLEMS);
      return result.ok ? { ok: true as const } : { ok: false as const, status: result.error.status };
    },

    /** The recipient's page: an unknown or dead link is remembered as gone, so the page says so offline too. */
    async followed(token: string) {
      const result = await http.request(endpoints.parcelTracking, {
        path: endpoints.parcelTracking.path.replace('{token}', encodeURIComponent(token)),
        quiet: true,
      });
      const kept = await db.parcelTracking.get(token);
      if (result.ok) await db.parcelTracking.put({ token, data: result.data.data, _syncedAt: Date.now() });
      else if (result.error.status === 404 || result.error.status === 410)
        await db.parcelTracking.put({ token, data: null, gone: true, _syncedAt: Date.now() });
      return result.ok ? { ok: true as const } : { ok: false as const, status: result.error.status, kept: kept !== undefined };
    },
  };
}

export type ParcelsPull = ReturnType<typeof createParcelsPull>;
