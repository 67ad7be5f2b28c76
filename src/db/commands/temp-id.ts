// Temporary ids of rows created offline: negative, so they never collide with the server's, and unique per device.
let last = 0;

/**
 * Milliseconds × 1000 plus a random part: two tabs creating a row in the same millisecond still get different ids,
 * and the result stays a safe integer for centuries.
 */
export function temporaryId(now = Date.now(), random = Math.random): number {
  last = Math.max(last + 1, now * 1000 + Math.floor(random() * 1000));
  return -last;
}
