// The route table of spec 000 §2: public pages, /profile and /messages for signed-in users, everything else /404.
// Every page but the landing one is its own chunk, loaded when first visited (and precached for offline use by the
// service worker), so the first load carries only what `/` shows.
import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { Layout } from './layout/layout';
import { HomePage } from './features/home/home-page';
import { NotFoundPage } from './features/errors/not-found-page';
import { useSession } from './hooks/use-session';

/** A route that needs a login: logged out, the user goes to /404 (DESIGN.md §7). */
function Protected({ children }: { children: ReactNode }) {
  const { loading, authenticated } = useSession();
  if (loading) return null;
  return authenticated ? children : <Navigate to="/404" replace />;
}

/** A page loaded on first visit; `guard` wraps it (a login, for the profile and messages). */
function page(load: () => Promise<() => ReactNode>, guard?: (children: ReactNode) => ReactNode): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const Page = await load();
      return { element: guard ? guard(<Page />) : <Page /> };
    },
  };
}

const signedIn = (children: ReactNode) => <Protected>{children}</Protected>;

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/contact', ...page(async () => (await import('./features/contact/contact-page')).ContactPage) },
      { path: '/trips', ...page(async () => (await import('./features/trips/trips-page')).TripsPage) },
      { path: '/trips/:id', ...page(async () => (await import('./features/trips/trip-detail-page')).TripDetailPage) },
      { path: '/announcements', ...page(async () => (await import('./features/announcements/announcements-page')).AnnouncementsPage) },
      { path: '/announcements/:id', ...page(async () => (await import('./features/announcements/announcement-detail-page')).AnnouncementDetailPage) },
      { path: '/profile', ...page(async () => (await import('./features/profile/profile-page')).ProfilePage, signedIn) },
      { path: '/messages', ...page(async () => (await import('./features/messages/messages-page')).MessagesPage, signedIn) },
      // Staff only; everyone else gets the not-found page from StaffPage itself (nothing tells the desk exists).
      { path: '/staff', ...page(async () => (await import('./features/staff/staff-page')).StaffPage) },
      { path: '/404', element: <NotFoundPage /> },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
]);
