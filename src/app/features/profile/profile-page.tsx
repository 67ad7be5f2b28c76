// The profile (/profile, spec 000 §2, 001 §2): header and the Account, Security, My Trips, My Announcements, Mes
// Véhicules, Avis and Mes réservations tabs (the open one in ?tab=); renders offline from Dexie.
import { useEffect } from 'react';
import { Container, Tab, Tabs } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/database';
import { myProfile, lastSyncedAt } from '../../../db/queries';
import { sync } from '../../../sync/client';
import { notify, PROFILE_TOAST } from '../../ui/toast';
import { ProfileHeader } from './profile-header';
import { AccountTab } from './account-tab';
import { SecurityTab } from './security-tab';
import { MyTripsTab } from './my-trips-tab';
import { MyAnnouncementsTab } from './my-announcements-tab';
import { MyBookingsTab } from '../bookings/my-bookings-tab';
import { SyncedAt } from '../../ui/synced-at';
import { VehiclesTab } from '../vehicles/vehicles-tab';
import { ReviewsTab } from '../reviews/reviews-tab';

const TABS = ['account', 'security', 'my-trips', 'my-announcements', 'vehicles', 'reviews', 'my-bookings'] as const;
type ProfileTab = (typeof TABS)[number];
const isTab = (key: string | null): key is ProfileTab => (TABS as readonly (string | null)[]).includes(key);

export const PROFILE_LOAD_FAILED = 'Erreur lors du chargement du profil';

export function ProfilePage() {
  const profile = useLiveQuery(() => myProfile(db), []);
  const syncedAt = useLiveQuery(() => lastSyncedAt(db, 'profile'), []);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ProfileTab = isTab(requested) ? requested : 'account';

  useEffect(() => {
    // The profile loads the user and the cities list; offline, the mirror shows what was last seen.
    void sync.refreshProfile().then((result) => {
      // Offline is not an error here (the mirror shows the last copy); a refusal or a broken answer is.
      if ('error' in result && result.error.status !== 0) notify.error(PROFILE_LOAD_FAILED, PROFILE_TOAST);
    });
    void sync.refreshCities();
  }, []);

  if (!profile) return null;
  return (
    <Container className="py-4">
      <ProfileHeader profile={profile} />
      <SyncedAt at={syncedAt} />
      <Tabs activeKey={tab} onSelect={(key) => setParams(isTab(key) && key !== 'account' ? { tab: key } : {})} className="mt-3" id="profile-tabs">
        <Tab eventKey="account" title="Account">
          <AccountTab profile={profile} />
        </Tab>
        <Tab eventKey="security" title="Security">
          <SecurityTab />
        </Tab>
        {/* mountOnEnter: these tabs refresh from the server when first opened, not with the page. */}
        <Tab eventKey="my-trips" title="My Trips" mountOnEnter>
          <MyTripsTab />
        </Tab>
        <Tab eventKey="my-announcements" title="My Announcements" mountOnEnter>
          <MyAnnouncementsTab />
        </Tab>
        <Tab eventKey="vehicles" title="Mes Véhicules" mountOnEnter>
          <VehiclesTab />
        </Tab>
        <Tab eventKey="reviews" title="Avis" mountOnEnter>
          <ReviewsTab />
        </Tab>
        <Tab eventKey="my-bookings" title="Mes réservations" mountOnEnter>
          <MyBookingsTab />
        </Tab>
      </Tabs>
    </Container>
  );
}
