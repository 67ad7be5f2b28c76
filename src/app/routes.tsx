// The route table of spec 000 §2: public pages, /profile and /messages for signed-in users, everything else /404.
// Every page but the landing one is its own chunk, loaded when first visited (and precached for offline use by the
// service worker), so the first load carries only what `/` shows. Declarative routes (not the data router): the app
// loads nothing through the router, and the data router alone would add 16 KB (gzip) to every first visit.
import { lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Layout } from './layout/layout';
import { HomePage } from './features/home/home-page';
import { NotFoundPage } from './features/errors/not-found-page';
import { useSession } from './hooks/use-session';
import { pages } from './page-loaders';

/** A route that needs a login: logged out, the user goes to /404 (DESIGN.md §7). */
function Protected({ children }: { children: ReactNode }) {
  const { loading, authenticated } = useSession();
  if (loading) return null;
  return authenticated ? children : <Navigate to="/404" replace />;
}

/** A page loaded on its first visit (or earlier, when a screen preloads it). */
const page = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

const ContactPage = page(pages.contact);
const TripsPage = page(pages.trips);
const TripDetailPage = page(pages.tripDetail);
const AnnouncementsPage = page(pages.announcements);
const AnnouncementDetailPage = page(pages.announcementDetail);
const ProfilePage = page(pages.profile);
const MessagesPage = page(pages.messages);
// Staff only; everyone else gets the not-found page from StaffPage itself (nothing tells the desk exists).
const StaffPage = page(pages.staff);
// A relative's view of a shared ride: no login (the link is the key).
const SharedTrackingPage = page(pages.sharedTracking);
const ParcelPage = page(pages.parcel);
// The recipient's view of a parcel: no login (the SMS link is the key).
const ParcelTrackingPage = page(pages.parcelTracking);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={<HomePage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/trips" element={<TripsPage />} />
        <Route path="/trips/:id" element={<TripDetailPage />} />
        <Route path="/announcements" element={<AnnouncementsPage />} />
        <Route path="/announcements/:id" element={<AnnouncementDetailPage />} />
        <Route
          path="/profile"
          element={
            <Protected>
              <ProfilePage />
            </Protected>
          }
        />
        <Route
          path="/messages"
          element={
            <Protected>
              <MessagesPage />
            </Protected>
          }
        />
        <Route path="/staff" element={<StaffPage />} />
        <Route path="/suivi/:token" element={<SharedTrackingPage />} />
        <Route
          path="/parcels/:id"
          element={
            <Protected>
              <ParcelPage />
            </Protected>
          }
        />
        <Route path="/colis/:token" element={<ParcelTrackingPage />} />
        <Route path="/404" element={<NotFoundPage />} />
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Route>
    </Routes>
  );
}
