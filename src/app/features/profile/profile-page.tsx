// The profile (/profile, spec 000 §2, 001 §2): header and the Account, Security, My Trips, My Announcements, Mes
// Véhicules, Avis, Mes réservations, Mes colis and Personnes bloquées tabs (the open one in ?tab=); renders offline
// from Dexie.
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
import { MyParcelsTab } from '../parcels/my-parcels-tab';
import { SyncedAt } from '../../ui/synced-at';
import { VehiclesTab } from '../vehicles/vehicles-tab';
import { ReviewsTab } from '../reviews/reviews-tab';
import { BlockedPeopleTab } from '../safety/blocked-people-tab';
import { profileText, useProfileText } from './text';

type ProfileRow = NonNullable<Awaited<ReturnType<typeof myProfile>>>;

/**
 * The tabs in their order, with the key ?tab= names them by. `lazy`: mounted when first opened, so they refresh from
 * the server then, not with the page.
 */
const TABS = [
  { key: 'account', title: 'tab.account', pane: (profile: ProfileRow) => <AccountTab profile={profile} /> },
  { key: 'security', title: 'tab.security', pane: () => <SecurityTab /> },
  { key: 'my-trips', title: 'tab.myTrips', lazy: true, pane: () => <MyTripsTab /> },
  { key: 'my-announcements', title: 'tab.myAnnouncements', lazy: true, pane: () => <MyAnnouncementsTab /> },
  { key: 'vehicles', title: 'tab.vehicles', lazy: true, pane: () => <VehiclesTab /> },
  { key: 'reviews', title: 'tab.reviews', lazy: true, pane: () => <ReviewsTab /> },
  { key: 'my-bookings', title: 'tab.myBookings', lazy: true, pane: () => <MyBookingsTab /> },
  { key: 'my-parcels', title: 'tab.myParcels', lazy: true, pane: () => <MyParcelsTab /> },
  { key: 'blocked', title: 'tab.blocked', lazy: true, pane: () => <BlockedPeopleTab /> },
] as const;
type ProfileTab = (typeof TABS)[number]['key'];
const isTab = (key: string | null): key is ProfileTab => TABS.some((tab) => tab.key === key);

export function ProfilePage() {
  const _ = useProfileText();
  const profile = useLiveQuery(() => myProfile(db), []);
  const syncedAt = useLiveQuery(() => lastSyncedAt(db, 'profile'), []);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ProfileTab = isTab(requested) ? requested : 'account';

  useEffect(() => {
    // The profile loads the user and the cities list; offline, the mirror shows what was last seen.
    void sync.refreshProfile().then((result) => {
      // Offline is not an error here (the mirror shows the last copy); a refusal or a broken answer is.
      if ('error' in result && result.error.status !== 0) notify.error(profileText('load.failed'), PROFILE_TOAST);
    });
    void sync.refreshCities();
  }, []);

  if (!profile) return null;
  return (
    <Container className="py-4">
      <ProfileHeader profile={profile} />
      <SyncedAt at={syncedAt} />
      <Tabs activeKey={tab} onSelect={(key) => setParams(isTab(key) && key !== 'account' ? { tab: key } : {})} className="mt-3" id="profile-tabs">
        {TABS.map((pane) => (
          <Tab key={pane.key} eventKey={pane.key} title={_(pane.title)} mountOnEnter={'lazy' in pane}>
            {pane.pane(profile)}
          </Tab>
        ))}
      </Tabs>
    </Container>
  );
}
