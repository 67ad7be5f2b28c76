// Mirrors the session's five spec keys to local storage "auth" (spec 000 §3), for code that reads it there.
import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/database';
import { getSession } from '../db/session';
import { SESSION_COPY_KEY } from '../db/clear-marks';

export function SessionMirror() {
  const session = useLiveQuery(async () => (await getSession(db)) ?? null, []);
  useEffect(() => {
    if (session === undefined) return;
    if (!session) {
      localStorage.removeItem(SESSION_COPY_KEY);
      return;
    }
    localStorage.setItem(
      SESSION_COPY_KEY,
      JSON.stringify({
        user: session.user,
        isDriver: session.isDriver,
        token: session.token,
        tokenExpiry: new Date(session.tokenExpiry).toISOString(),
        refreshToken: session.refreshToken,
      }),
    );
  }, [session]);
  return null;
}
