// Temporary ids of rows created offline: negative, so they never collide with the server's, and unique per device.
let last = 0;

export function temporaryId(now = Date.now()): number {
  last = Math.max(last + 1, now);
  return -last;
}
