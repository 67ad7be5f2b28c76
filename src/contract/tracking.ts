// Live tracking of a trip under way (DESIGN.md §8): the driver's points, the arrival estimate, the tracking answer,
// the live event, and the share links a passenger gives a relative.
import { z } from 'zod';
import { tripCity } from './route-places';
import { POINTS_PER_BATCH, SHARE_TOKEN_LENGTH } from './tracking-limits';
import { clientInstant } from './tunis-time';

export * from './tracking-limits';

/** A point as the driver's phone sends it: keyed by its own time (ms since the epoch), so a resend is harmless. */
export const positionPoint = z.object({
  recorded_at: z
    .number({ error: 'The recorded at field must be a time in milliseconds.' })
    .int('The recorded at field must be a time in milliseconds.')
    .positive('The recorded at field must be a time in milliseconds.'),
  lat: z
    .number({ error: 'The latitude must be a number between -90 and 90.' })
    .min(-90, 'The latitude must be a number between -90 and 90.')
    .max(90, 'The latitude must be a number between -90 and 90.'),
  lng: z
    .number({ error: 'The longitude must be a number between -180 and 180.' })
    .min(-180, 'The longitude must be a number between -180 and 180.')
    .max(180, 'The longitude must be a number between -180 and 180.'),
  /** Metres, as the browser reports it. */
  accuracy: z.number().min(0, 'The accuracy must be at least 0.').max(100_000).nullable().optional(),
});
export type PositionPoint = z.infer<typeof positionPoint>;

/** `POST /api/trips/{id}/positions`. */
export const positionsRequest = z.object({
  points: z
    .array(positionPoint, { error: 'The points field is required.' })
    .min(1, 'The points field is required.')
    .max(POINTS_PER_BATCH, `The points field must not have more than ${POINTS_PER_BATCH} items.`),
});
export type PositionsRequest = z.infer<typeof positionsRequest>;

/** `POST /api/trips/{id}/start`: when the driver tapped "Démarrer le trajet" (the phone's clock; the server bounds it). */
export const startTripRequest = z.object({
  started_at: z
    .string({ error: 'The started at field must be a date.' })
    .refine((v) => !Number.isNaN(clientInstant(v)), 'The started at field must be a date.')
    .optional(),
});

/** A point as the server answers it. */
export const trackedPoint = z.object({
  recorded_at: z.string(),
  lat: z.coerce.number(),
  lng: z.coerce.number(),
  accuracy: z.coerce.number().nullable().optional(),
});
export type TrackedPoint = z.infer<typeof trackedPoint>;

/** The server's estimate for its newest point: the client only moves it forward when that point grows stale. */
export const arrivalEstimate = z.object({
  arrival_at: z.string(),
  /** Road kilometres left: great-circle × ROAD_FACTOR. */
  distance_left_km: z.coerce.number(),
  speed_kmh: z.coerce.number(),
  /** The time of the point it was computed for. */
  computed_for: z.string(),
});
export type ArrivalEstimate = z.infer<typeof arrivalEstimate>;

/**
 * A follower's own stop when it comes before the trip's arrival (issue 39): where a passenger of a leg gets out, or a
 * parcel is handed over. The driver and whoever rides to the end have none: they read the trip's arrival.
 */
export const trackingDestination = z.object({
  city: tripCity.nullable(),
  /** When the car is planned there (the stop's time). */
  expected_arrival_at: z.string(),
  /** The server's estimate to this stop for its newest point. */
  estimate: arrivalEstimate.nullable(),
});
export type TrackingDestination = z.infer<typeof trackingDestination>;

/** The estimate to one stopover of the trip, so a follower getting out there moves their own arrival live. */
export const stopoverEstimate = z.object({ city_id: z.number().int(), estimate: arrivalEstimate });
export type StopoverEstimate = z.infer<typeof stopoverEstimate>;

/** What a person allowed to follow the trip sees of it. */
export const tripTracking = z.object({
  trip_id: z.number().int(),
  started_at: z.string().nullable(),
  /** True while under way: started, not completed or cancelled, not stopped, not 3 h past the expected arrival. */
  sharing: z.boolean(),
  /** When sharing stopped, or when it will stop by itself. */
  sharing_ends_at: z.string().nullable(),
  expected_arrival_at: z.string(),
  departure_city: tripCity.nullable(),
  arrival_city: tripCity.nullable(),
  last_point: trackedPoint.nullable(),
  estimate: arrivalEstimate.nullable(),
  /** The last 2 hours, oldest first, thinned to at most 300 points. */
  trail: z.array(trackedPoint),
  /** The viewer's own stop before the trip's arrival, with its estimate; absent when they ride to the end. */
  destination: trackingDestination.nullable().optional(),
});
export type TripTracking = z.infer<typeof tripTracking>;

export const trackingResponse = z.object({ data: tripTracking });
export const trackingChangedResponse = z.object({ message: z.string(), data: tripTracking });

/** `POST /api/trips/{id}/positions` answer: how many points were new, and the newest with its estimate. */
export const positionsResponse = z.object({
  accepted: z.number().int(),
  duplicates: z.number().int(),
  last_point: trackedPoint.nullable(),
  estimate: arrivalEstimate.nullable(),
});

/**
 * `TripPositionUpdated` on `private-trip.{id}`: the newest point and its estimate (or a start or stop, point null).
 * Everyone following gets the same event: a trip with stopovers adds the estimate to each of them, and a passenger of
 * a leg reads the one of their own stop.
 */
export const tripPositionUpdated = tripTracking
  .pick({
    trip_id: true,
    started_at: true,
    sharing: true,
    sharing_ends_at: true,
    last_point: true,
    estimate: true,
  })
  .extend({ stopover_estimates: z.array(stopoverEstimate).optional() });
export type TripPositionUpdated = z.infer<typeof tripPositionUpdated>;

/** `POST /api/trips/{id}/share-links`: the device draws the token (so a link made offline can be shared at once). */
export const shareLinkRequest = z.object({
  token: z
    .string({ error: 'The token field is required.' })
    .regex(/^[A-Za-z0-9_-]+$/, 'The token must be base64url.')
    .min(SHARE_TOKEN_LENGTH, `The token must be at least ${SHARE_TOKEN_LENGTH} characters.`)
    .max(128, 'The token must not be greater than 128 characters.'),
});

/** A share link as its maker sees it (the token never comes back: only its hash is stored). */
export const shareLink = z.object({
  id: z.number().int(),
  trip_id: z.number().int(),
  created_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
});
export type ShareLink = z.infer<typeof shareLink>;
export const shareLinkResponse = z.object({ message: z.string(), data: shareLink });
export const shareLinksResponse = z.object({ data: z.array(shareLink) });

/** The trip as a page opened from a link without an account shows it (a share link, a parcel's SMS link): no phones. */
export const linkedTrip = z.object({
  departure_city: tripCity.nullable(),
  arrival_city: tripCity.nullable(),
  departure_time: z.string(),
  driver_first_name: z.string(),
  vehicle: z.object({ model: z.string(), color: z.string().nullable(), plate_number: z.string().nullable() }).nullable(),
});

/** `GET /api/tracking/{token}`, no login: the trip's cities, the driver's first name, the car, the live position. */
export const sharedTracking = z.object({
  trip: linkedTrip,
  tracking: tripTracking.omit({ trip_id: true }),
  expires_at: z.string(),
});
export type SharedTracking = z.infer<typeof sharedTracking>;
export const sharedTrackingResponse = z.object({ data: sharedTracking });
