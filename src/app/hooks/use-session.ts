// The signed-in session from Dexie: `loading` until IndexedDB answered, then the session or null.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/database';
import { getSession, isSessionValid } from '../../db/session';

export function useSession() {
  const session = useLiveQuery(async () => (await getSession(db)) ?? null, []);
  const loading = session === undefined;
  const authenticated = !loading && isSessionValid(session ?? undefined);
  return { loading, authenticated, session: authenticated ? session! : null };
}
