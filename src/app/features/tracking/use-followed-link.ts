// A page opened from a link with no account (a share link, a parcel's SMS link): the kept answer is read from the
// mirror, fetched on open and again every so often while online; `waiting` while a first answer may still come.
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';

export function useFollowedLink<Row>(
  token: string,
  kept: () => Promise<Row | undefined>,
  open: (token: string) => Promise<{ ok: boolean; status?: number }>,
  everyMs: number,
): { waiting: true; row?: undefined } | { waiting: false; row: Row | null } {
  const row = useLiveQuery(async () => (await kept()) ?? null, [token]);
  const [unreachable, setUnreachable] = useState(false);
  useEffect(() => {
    void open(token).then((result) => setUnreachable(!result.ok && result.status !== 404 && result.status !== 410));
    const timer = setInterval(() => {
      if (navigator.onLine) void open(token);
    }, everyMs);
    return () => clearInterval(timer);
    // `open` and `kept` name the same link for a given token.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, everyMs]);
  if (row === undefined || (row === null && navigator.onLine && !unreachable)) return { waiting: true };
  return { waiting: false, row };
}
