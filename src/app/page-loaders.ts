// The pages loaded on first visit, each fetched once: the router renders them, and a screen that knows where the
// reader is likely to go next (a trip's preview, its detail) asks for that page's code ahead of the click.
import { useEffect, type ComponentType } from 'react';
import { loadArea } from './i18n/areas';
import { preloadMessageText } from './i18n/use-message-text';
import { i18n } from './i18n/i18n-instance';
import { DEFAULT_LOCALE, isLocale } from './i18n/locales';
import { PAGE_AREAS } from './first-pages';

/** A page's code, fetched once, with the words of the areas it shows in the active language beside it (no waterfall:
 *  the page does not wait to render before asking for its words). */
function once(load: () => Promise<ComponentType>, areas: readonly string[] = []): () => Promise<ComponentType> {
  let loading: Promise<ComponentType> | null = null;
  return () => {
    const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
    // Words are fetched on each call (once per language: the area loader keeps them), the code once.
    const words = Promise.all(areas.map((area) => loadArea(locale, area)));
    // A failed load (offline on a first visit) is tried again on the next call.
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return Promise.all([loading, words]).then(([page]) => page);
  };
}

export const pages = {
  contact: once(async () => (await import('./features/contact/contact-page')).ContactPage, ['contact', 'ui']),
  trips: once(async () => (await import('./features/trips/trips-page')).TripsPage, [...PAGE_AREAS.trips, 'safety']),
  tripDetail: once(async () => (await import('./features/trips/trip-detail-page')).TripDetailPage, [...PAGE_AREAS.tripDetail, 'safety']),
  announcements: once(
    async () => (await import('./features/announcements/announcements-page')).AnnouncementsPage,
    ['announcements', 'announcement-cards', 'routes', 'ui'],
  ),
  announcementDetail: once(
    async () => (await import('./features/announcements/announcement-detail-page')).AnnouncementDetailPage,
    ['announcements', 'announcement-cards', 'routes', 'ui', 'safety'],
  ),
  // The profile's tabs show trips, bookings, reviews and requests with those screens' own components, document
  // types as the server names them (translated by its catalog), and the settings' notifications card.
  profile: once(
    async () => (await Promise.all([import('./features/profile/profile-page'), preloadMessageText()]))[0].ProfilePage,
    [
      'profile',
      'account-menu',
      'ui',
      'vehicles',
      'documents',
      'driver',
      'trips',
      'bookings',
      'reviews',
      'announcement-cards',
      'routes',
      'parcels',
      'tracking',
      'notifications',
      'safety',
    ],
  ),
  messages: once(async () => {
    // The chat's booking cards quote the server's default wording, translated by its catalog.
    const [page] = await Promise.all([import('./features/messages/messages-page'), preloadMessageText()]);
    return page.MessagesPage;
  }, ['messages', 'ui', 'bookings', 'parcels', 'routes', 'safety']),
  staff: once(
    async () => (await Promise.all([import('./features/staff/staff-page'), preloadMessageText()]))[0].StaffPage,
    ['staff', 'parcels', 'routes', 'ui'],
  ),
  sharedTracking: once(async () => (await import('./features/tracking/shared-tracking-page')).SharedTrackingPage, ['tracking', 'routes']),
  parcel: once(async () => (await import('./features/parcels/parcel-page')).ParcelPage, ['parcels', 'routes', 'ui']),
  parcelTracking: once(async () => (await import('./features/parcels/parcel-tracking-page')).ParcelTrackingPage, ['parcels', 'routes', 'tracking']),
};

/** Fetches a page's code now, quietly: the click that follows shows it without waiting. */
export function preloadPage(name: keyof typeof pages): void {
  pages[name]().catch(() => {});
}

/** Fetches a page's code once `likely` turns true: a preview, say, whose reader often goes on to the detail. */
export function usePreloadPage(name: keyof typeof pages, likely: boolean): void {
  useEffect(() => {
    if (likely) preloadPage(name);
  }, [name, likely]);
}
