// Live tracking's numbers (DESIGN.md §8), without zod: the device's thinning, the server's checks and the screens read these.

// Roads are longer than the straight line: the distance left is the great-circle one times the factor measured on
// Tunisian routes, declared once with the fair price's road (road-distance.ts).
export { ROAD_FACTOR } from './road-distance';

/** Speed assumed before the trip has moved enough to measure one, and the bounds of a measured one (km/h). */
export const DEFAULT_SPEED_KMH = 80;
export const MIN_SPEED_KMH = 30;
export const MAX_SPEED_KMH = 110;
/** The speed is measured over the last 10 minutes of movement (stops do not count). */
export const SPEED_WINDOW_MS = 10 * 60_000;
/** Below this speed between two points the car is standing (traffic light, café): that stretch is not movement. */
export const MOVING_SPEED_KMH = 5;

/** The device keeps a point when the car moved this far, or this long passed while moving, or this long standing. */
export const KEEP_DISTANCE_M = 50;
export const KEEP_INTERVAL_MS = 20_000;
export const KEEP_STANDING_INTERVAL_MS = 2 * 60_000;

/** The driver may start from 30 minutes before departure. */
export const START_BEFORE_DEPARTURE_MS = 30 * 60_000;
/** Sharing stops by itself 3 hours after the expected arrival. */
export const SHARING_AFTER_ARRIVAL_MS = 3 * 3_600_000;
/** Points older than this are refused (a phone's clock gone wrong, or a trip long over). */
export const POINT_MAX_AGE_MS = 6 * 3_600_000;
/** A point this far in the future is refused; a little skew between the phone's clock and the server's is not. */
export const POINT_CLOCK_SKEW_MS = 2 * 60_000;
/** Points a batch may carry: a dead zone of several hours at one point a few seconds still fits in a handful. */
export const POINTS_PER_BATCH = 500;

/** Past this age the newest point is stale: the estimate moves forward with the time elapsed, the marker greys. */
export const STALE_AFTER_MS = 2 * 60_000;
/** The trail shown: the last 2 hours, thinned to at most 300 points. */
export const TRAIL_WINDOW_MS = 2 * 3_600_000;
export const TRAIL_MAX_POINTS = 300;
/** Points are deleted this long after the trip ends. */
export const POINTS_KEPT_DAYS = 7;

/** "Arrivée dans ~10 min": told once per passenger when the estimate falls within this. */
export const ARRIVAL_SOON_MS = 10 * 60_000;
/** A share link works until this long after arrival. */
export const SHARE_LINK_AFTER_ARRIVAL_MS = 3_600_000;
/** Share link tokens: 32 random bytes in base64url (43 characters); shorter ones are refused. */
export const SHARE_TOKEN_LENGTH = 43;

/** The device sends its kept points at most this often while online: a batch per half minute keeps an hour's drive under 200 KB. */
export const POSITIONS_SEND_INTERVAL_MS = 30_000;
