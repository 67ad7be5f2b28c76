// The sync worker's start when the page holds the session's copy: a mirror the browser cleared under it is refilled
// first (cleared-mirror.ts), and the person is told once the start pulled the data again.
import type { MechwarDatabase } from '../db/database';
import { restoreClearedSession, takeClearedNotice } from '../db/cleared-mirror';

export interface ResumeOptions {
  db: MechwarDatabase;
  /** The spec's copy of the session, as read from local storage. */
  copy: string | null;
  /** The worker's start: resumes the session (the server judges its token) and pulls; says how it ended. */
  start: () => Promise<string>;
  /** Tells the person the browser had cleared the device's data, now loaded again. */
  tell: () => void;
}

/**
 * `restored` settles once the mirror holds whatever session it should: render after it, or the session mirror of the
 * first render would take the missing session for a logout and remove the copy. `resumed` settles after the start.
 */
export function resumeSession({ db, copy, start, tell }: ResumeOptions): { restored: Promise<void>; resumed: Promise<void> } {
  const restored = restoreClearedSession(db, copy).then(
    () => undefined,
    () => undefined,
  );
  const resumed = restored
    .then(start)
    .then(async (state) => {
      if (await takeClearedNotice(db, state)) tell();
    })
    .catch(() => undefined);
  return { restored, resumed };
}
