// The route table of spec 000 §2: public pages, /profile and /messages for signed-in users, everything else /404.
import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { Layout } from './layout/layout';
import { HomePage } from './features/home/home-page';
import { TripsPage } from './features/trips/trips-page';
import { TripDetailPage } from './features/trips/trip-detail-page';
import { AnnouncementsPage } from './features/announcements/announcements-page';
import { AnnouncementDetailPage } from './features/announcements/announcement-detail-page';
import { ContactPage } from './features/contact/contact-page';
import { ProfilePage } from './features/profile/profile-page';
import { MessagesPage } from './features/messages/messages-page';
import { NotFoundPage } from './features/errors/not-found-page';
import { StaffPage } from './features/staff/staff-page';
import { useSession } from './hooks/use-session';

/** A route that needs a login: logged out, the user goes to /404 (DESIGN.md §7). */
function Protected({ children }: { children: ReactNode }) {
  const { loading, authenticated } = useSession();
  if (loading) return null;
  return authenticated ? children : <Navigate to="/404" replace />;
}

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/trips', element: <TripsPage /> },
      { path: '/trips/:id', element: <TripDetailPage /> },
      { path: '/announcements', element: <AnnouncementsPage /> },
      { path: '/announcements/:id', element: <AnnouncementDetailPage /> },
      { path: '/profile', element: <Protected><ProfilePage /></Protected> },
      { path: '/messages', element: <Protected><MessagesPage /></Protected> },
      // Staff only; everyone else gets the not-found page from StaffPage itself (nothing tells the desk exists).
      { path: '/staff', element: <StaffPage /> },
      { path: '/404', element: <NotFoundPage /> },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
]);
