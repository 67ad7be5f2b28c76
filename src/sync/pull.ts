// Pulls server data into the mirror: the signed-in profile and the cities list.
import { endpoints } from '../contract/api';
import type { MechwarDatabase } from '../db/database';
import { markSynced, mirrorRows } from '../db/mirror';
import { getSession, isSessionValid, saveUser } from '../db/session';
import type { Http } from './http';

export function createPull(db: MechwarDatabase, http: Http) {
  return {
    /** The profile (GET /api/profile); a failure leaves the mirror as it was. */
    async profile() {
      if (!isSessionValid(await getSession(db))) return { ok: false as const };
      const result = await http.request(endpoints.profile, { quiet: true });
      if (!result.ok) return result;
      await saveUser(db, result.data.user, result.data.is_driver);
      await markSynced(db, 'profile');
      return result;
    },

    async cities() {
      const result = await http.request(endpoints.cities, { quiet: true });
      if (!result.ok) return result;
      await mirrorRows(db, db.cities, result.data);
      await markSynced(db, 'cities');
      return result;
    },
  };
}
