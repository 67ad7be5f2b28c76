// What the chaos handle answers besides an entry id; shared with the runner, which must not load the app's modules.

/** The row a change was drawn for left the mirror before it was made (closed, deleted, pulled away): nothing made. */
export const SKIPPED_GONE = 'skipped: gone from the mirror';
