// Starts the sync worker (it resumes the session and pulls). A page holding the session's copy — anyone signed in —
// first checks whether the browser cleared the mirror under it (resume-after-clear.ts), code loaded only then.
import { db } from '../db/database';
import { SESSION_COPY_KEY } from '../db/clear-marks';
import { sync } from '../sync/client';

/** Resolves when the page may render: the session, if the browser had cleared it, is back in the mirror. */
export function startSync(tell: () => void): Promise<void> {
  let copy: string | null = null;
  try {
    copy = localStorage.getItem(SESSION_COPY_KEY);
  } catch {
    // Storage refused (a sandboxed frame, a private mode): no copy to put back.
  }
  const start = () => sync.start();
  if (!copy) {
    void start();
    return Promise.resolve();
  }
  return import('./resume-after-clear').then(
    ({ resumeSession }) => resumeSession({ db, copy, start, tell }).restored,
    // The code could not load (an update replaced it): start as before, the copy stays for the next start.
    () => void start(),
  );
}
