// The profile (/profile, spec 000 §2): header and the Account and Security tabs; renders offline from Dexie.
import { useEffect } from 'react';
import { Container, Tab, Tabs } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/database';
import { myProfile, lastSyncedAt } from '../../../db/queries';
import { sync } from '../../../sync/client';
import { ProfileHeader } from './profile-header';
import { AccountTab } from './account-tab';
import { SecurityTab } from './security-tab';
import { SyncedAt } from '../../ui/synced-at';

export function ProfilePage() {
  const profile = useLiveQuery(() => myProfile(db), []);
  const syncedAt = useLiveQuery(() => lastSyncedAt(db, 'profile'), []);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'security' ? 'security' : 'account';

  useEffect(() => {
    // The profile loads the user and the cities list; offline, the mirror shows what was last seen.
    void sync.refreshProfile();
    void sync.refreshCities();
  }, []);

  if (!profile) return null;
  return (
    <Container className="py-4">
      <ProfileHeader profile={profile} />
      <SyncedAt at={syncedAt ?? null} />
      <Tabs activeKey={tab} onSelect={(key) => setParams(key === 'security' ? { tab: 'security' } : {})} className="mt-3" id="profile-tabs">
        <Tab eventKey="account" title="Account">
          <AccountTab profile={profile} />
        </Tab>
        <Tab eventKey="security" title="Security">
          <SecurityTab />
        </Tab>
      </Tabs>
    </Container>
  );
}
