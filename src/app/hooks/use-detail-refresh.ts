// A detail page's own row asked afresh from the server while the mirror shows it: how that went, when it last
// reached the server, and the server's id once a row created offline has been sent (the page moves there).
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/database';
import { lastSyncedAt } from '../../db/queries';
import { serverIdOf } from '../../db/temporary-ids';

export type DetailLoad = 'loading' | 'done' | 'offline' | 'failed' | 'not-found';

/** `open` asks the worker for the row; its failures get the global replies (a 404 opens the not-found page). */
export function useDetailRefresh(id: number, syncKey: string, open: (id: number) => Promise<{ ok: true } | { ok: false; status: number }>) {
  const [status, setStatus] = useState<DetailLoad>('loading');
  const syncedAt = useLiveQuery(() => lastSyncedAt(db, syncKey), [syncKey]);
  const movedTo = useLiveQuery(() => (id < 0 ? serverIdOf(db, id) : null), [id]) ?? null;
  useEffect(() => {
    let current = true;
    if (id <= 0) {
      setStatus('done'); // created offline: it exists only here until it is sent
      return;
    }
    setStatus('loading');
    void open(id).then((result) => {
      if (!current) return;
      if (result.ok) setStatus('done');
      else setStatus(result.status === 404 ? 'not-found' : result.status === 0 ? 'offline' : 'failed');
    });
    return () => {
      current = false;
    };
    // `open` is the same worker call for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  return { status, syncedAt, movedTo };
}
