// Pulls server data into the mirror: the signed-in profile, cities, trips (list pages, detail, my trips), my
// bookings, own vehicles, document types, reviews and public profiles. A failure leaves the mirror as it was.
import { PRICE_PER_KM_KEY } from '../db/price-rate';
import { endpoints, pathFor } from '../contract/api';
import type { TripFilters } from '../contract/trips';
import type { MechwarDatabase } from '../db/database';
import { markSynced, mirrorRows } from '../db/mirror';
import { getSession, isSessionValid, saveUser } from '../db/session';
import { mirrorMyBookings, mirrorTrips, pruneListedRange, pruneMyTrips } from '../db/trips-mirror';
import { tripSearchKey } from '../db/trip-queries';
import { writtenSince } from '../db/reconcile';
import type { Http } from './http';
import type { ReviewDirection } from '../contract/reviews';
import { mirrorDocumentTypes, mirrorMyVehicles, mirrorReviewsPage } from '../db/vehicles-mirror';
import { reviewsInfoKey } from '../db/profile-queries';
import { mirrorBlocks } from '../db/blocks-mirror';

/** The query string of a list page (trips, announcements): only the filters that are set. */
export function listQuery(filters: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

export interface TripsPageInfo {
  page: number;
  hasMore: boolean;
  total: number | null;
}

export function createPull(db: MechwarDatabase, http: Http) {
  const signedIn = async () => {
    const session = await getSession(db);
    return isSessionValid(session) ? session : null;
  };

  return {
    async profile() {
      if (!(await signedIn())) return { ok: false as const };
      const requestedAt = Date.now();
      const result = await http.request(endpoints.profile, { quiet: true });
      if (!result.ok) return result;
      await saveUser(db, result.data.user, result.data.is_driver, requestedAt);
      await markSynced(db, 'profile');
      return result;
    },

    /** The fair price between two places, and the operator's rate per km, kept for the trip form offline. */
    async priceSuggestion(from: number, to: number) {
      const query = new URLSearchParams({ departure_city_id: String(from), arrival_city_id: String(to) });
      const result = await http.request(endpoints.priceSuggestion, { path: `${endpoints.priceSuggestion.path}?${query}`, quiet: true });
      if (result.ok && result.data.price_per_km !== undefined) await db.meta.put({ key: PRICE_PER_KM_KEY, value: result.data.price_per_km });
      return result.ok ? { ok: true as const, data: result.data } : { ok: false as const };
    },

    async cities() {
      const requestedAt = Date.now();
      const result = await http.request(endpoints.cities, { quiet: true });
      if (!result.ok) return result;
      await mirrorRows(db, db.cities, result.data, requestedAt);
      await markSynced(db, 'cities');
      return result;
    },

    /** One page of the list for these filters; the screen's local query shows it as soon as it is mirrored. */
    async trips(filters: TripFilters): Promise<{ ok: true; info: TripsPageInfo } | { ok: false; status: number; message: string }> {
      const requestedAt = Date.now();
      const result = await http.request(endpoints.trips, { path: endpoints.trips.path + listQuery(filters), quiet: true });
      if (!result.ok) return { ok: false, status: result.error.status, message: result.error.message };
      await mirrorTrips(db, result.data.data, requestedAt);
      const { page, ...listFilters } = filters;
      const listed = { trips: result.data.data, first: (page ?? 1) === 1, last: result.data.next_page_url === null };
      await pruneListedRange(db, listFilters, listed, Date.now(), requestedAt);
      await markSynced(db, tripSearchKey(listFilters));
      return { ok: true, info: { page: result.data.current_page, hasMore: result.data.next_page_url !== null, total: result.data.total ?? null } };
    },

    /**
     * A trip's detail; a trip the server no longer has leaves the mirror (and the page shows not found). `userAsked`:
     * the page the user opened loads it, so failures get the global replies (404 opens the not-found page).
     */
    async trip(id: number, userAsked = false) {
      const requestedAt = Date.now();
      const result = await http.request(endpoints.trip, { path: pathFor(endpoints.trip, id), quiet: !userAsked });
      if (result.ok) {
        await mirrorTrips(db, [result.data.data], requestedAt);
        await markSynced(db, `trip:${id}`);
      } else if (result.error.status === 404) {
        // Gone on the server: it and its bookings go too, except rows with changes still waiting to be sent (their
        // entries will learn it from the server and say so).
        await db.transaction('rw', db.trips, db.bookings, async () => {
          const trip = await db.trips.get(id);
          if (trip && !trip._pending?.length && !writtenSince(trip, requestedAt)) await db.trips.delete(id);
          await db.bookings
            .where('trip_id')
            .equals(id)
            .filter((booking) => !booking._pending?.length && !writtenSince(booking, requestedAt))
            .delete();
        });
      }
      return result.ok ? { ok: true as const } : { ok: false as const, status: result.error.status, message: result.error.message };
    },

    async myTrips() {
      const session = await signedIn();
      if (!session) return { ok: false as const };
      const requestedAt = Date.now();
      const result = await http.request(endpoints.myTrips, { quiet: true });
      if (!result.ok) return result;
      await mirrorTrips(db, result.data, requestedAt);
      await pruneMyTrips(db, session.user.id, result.data, requestedAt);
      await markSynced(db, 'my-trips');
      return { ok: true as const };
    },

    async myBookings() {
      const session = await signedIn();
      if (!session) return { ok: false as const };
      const requestedAt = Date.now();
      const result = await http.request(endpoints.myBookings, { quiet: true });
      if (!result.ok) return result;
      await mirrorMyBookings(db, session.user.id, result.data, requestedAt);
      await markSynced(db, 'my-bookings');
      return { ok: true as const };
    },

    /** The driver's own vehicles with their documents (Mes Véhicules, and the trip and proposal selects). */
    async vehicles(userAsked = false) {
      const session = await signedIn();
      if (!session) return { ok: false as const, status: 401, message: '' };
      const requestedAt = Date.now();
      const result = await http.request(endpoints.myVehicles, { quiet: !userAsked });
      if (!result.ok) return { ok: false as const, status: result.error.status, message: result.error.message };
      await mirrorMyVehicles(db, session.user.id, result.data, requestedAt);
      await markSynced(db, `vehicles:${session.user.id}`);
      return { ok: true as const };
    },

    /** Document types of one kind (0 user, 1 vehicle); `application`: every type a driver needs (the wizard). */
    async documentTypes(kind: number, application = false) {
      const query = listQuery({ type: kind, application: application ? 1 : undefined });
      const result = await http.request(endpoints.documentTypes, { path: endpoints.documentTypes.path + query, quiet: true });
      if (!result.ok) return { ok: false as const, status: result.error.status, message: result.error.message };
      await mirrorDocumentTypes(db, kind, result.data);
      return { ok: true as const, ids: result.data.map((type) => type.id) };
    },

    /** One server page of the Avis tab: reviews received or written, id descending. */
    async reviews(direction: ReviewDirection, page = 1) {
      const session = await signedIn();
      if (!session) return { ok: false as const, status: 401, message: '' };
      const requestedAt = Date.now();
      const result = await http.request(endpoints.reviews, { path: endpoints.reviews.path + listQuery({ direction, page }), quiet: true });
      if (!result.ok) return { ok: false as const, status: result.error.status, message: result.error.message };
      const body = result.data;
      await mirrorReviewsPage(
        db,
        session.user.id,
        direction,
        { data: body.data, first: body.current_page === 1, last: body.next_page_url === null },
        requestedAt,
      );
      const info = { total: body.total ?? null, lastPage: body.last_page ?? null, perPage: body.per_page };
      await db.meta.put({ key: reviewsInfoKey(session.user.id, direction), value: info });
      return { ok: true as const, ...info };
    },

    /** The people the signed-in person blocked ("Personnes bloquées"), which the mirror's lists hide. */
    async blocks() {
      const session = await signedIn();
      if (!session) return { ok: false as const };
      const result = await http.request(endpoints.blocks, { quiet: true });
      if (!result.ok) return result;
      await mirrorBlocks(db, session.user.id, result.data.data);
      return result;
    },

    async publicProfile(id: number, userAsked = false) {
      const result = await http.request(endpoints.publicProfile, { path: pathFor(endpoints.publicProfile, id), quiet: !userAsked });
      if (!result.ok) return { ok: false as const, status: result.error.status };
      await db.profiles.put({ ...result.data, id, _syncedAt: Date.now() });
      return { ok: true as const };
    },
  };
}

export type Pull = ReturnType<typeof createPull>;
