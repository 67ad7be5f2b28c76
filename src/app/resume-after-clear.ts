// The page's start of the sync worker, with what a browser's clear of the mirror needs around it (cleared-mirror.ts):
// the session's copy put back before anything reads the mirror, and the person told once the data is pulled again.
import type { MechwarDatabase } from '../db/database';
import { restoreClearedSession, takeClearedNotice } from '../db/cleared-mirror';

export interface ResumeOptions {
  db: MechwarDatabase;
  /** Reads the spec's copy of the session from local storage (it may throw: a sandboxed frame, a private mode). */
  sessionCopy: () => string | null;
  /** The worker's start: resumes the session (the server judges its token) and pulls; says how it ended. */
  start: () => Promise<string>;
  /** Tells the person the browser had cleared the device's data, now loaded again. */
  tell: () => void;
}

/**
 * `restored` settles once the mirror holds whatever session it should: render after it, or the session mirror of the
 * first render would take the missing session for a logout and remove the copy. `resumed` settles after the start.
 */
export function resumeSession({ db, sessionCopy, start, tell }: ResumeOptions): { restored: Promise<void>; resumed: Promise<void> } {
  let copy: string | null = null;
  try {
    copy = sessionCopy();
  } catch {
    // Storage refused: nothing to put back.
  }
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
