// What the chaos handle answers besides an entry id; shared with the runner, which must not load the app's modules.

/** The row a change was drawn for left the mirror before it was made (closed, deleted, pulled away): nothing made. */
export const SKIPPED_GONE = 'skipped: gone from the mirror';

/** Positions kept into a batch already counted (or not worth keeping): made, audited point by point, no new entry. */
export const JOINED_BATCH = 'joined: a batch already counted';
