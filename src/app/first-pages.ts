// The pages a new visitor lands on, with the areas of words each draws at once: the page loaders fetch those words
// beside the page's code, and the built page's first script (scripts/stylesheet-preload.ts) asks for both as soon as
// the HTML arrives, beside the app's own script, instead of once that script has run (one round trip less on a
// phone's link before the page shows).
/** Areas each lazily loaded page shows (page-loaders.ts). */
export const PAGE_AREAS = {
  trips: ['trips', 'routes', 'ui'],
  tripDetail: ['trips', 'routes', 'bookings', 'ui', 'parcels', 'tracking'],
} as const;

/** A page's banner, drawn by the built page's first paint on phones (scripts/first-paint-hero.ts): its words' keys. */
export interface FirstPaintHero {
  area: string;
  title: string;
  lead: string;
  /** The landing page's banner (taller, text at the start) or a list's (low, centred). */
  layout: 'landing' | 'listing';
}

export interface FirstPage {
  /** Named on `<html data-first-page>` by the first script, for the first paint's styles. */
  name: string;
  /** The address, as a regular expression's source. */
  path: string;
  /** The page's module (src/...), when it is its own chunk. */
  module?: string;
  /** Areas of words it draws at once, core aside (loaded before any page). */
  areas: readonly string[];
  hero?: FirstPaintHero;
}

export const FIRST_PAGES: FirstPage[] = [
  // The landing page is in the app's script; the frame, its announcements and their places are in three areas.
  {
    name: 'home',
    path: '^/$',
    areas: ['ui', 'announcement-cards', 'routes'],
    hero: { area: 'core', title: 'home.hero.title', lead: 'home.hero.lead', layout: 'landing' },
  },
  {
    name: 'trips',
    path: '^/trips/?$',
    module: 'src/app/features/trips/trips-page.tsx',
    areas: PAGE_AREAS.trips,
    hero: { area: 'trips', title: 'hero.title', lead: 'hero.lead', layout: 'listing' },
  },
  { name: 'trip', path: '^/trips/\\d+/?$', module: 'src/app/features/trips/trip-detail-page.tsx', areas: PAGE_AREAS.tripDetail },
];

/**
 * The first pages' areas, in two chunks per language (vite.config.ts): "core" with the frame's and the landing page's
 * words, which every first page draws, and "trips" with the trip pages' own. Two requests instead of up to seven on
 * a phone's link; a page may get a few words it does not draw, two kilobytes at most.
 */
export const WORD_BUNDLES: Record<string, readonly string[]> = {
  core: ['core', 'ui', 'routes', 'announcement-cards'],
  trips: ['trips', 'bookings', 'parcels', 'tracking'],
};
