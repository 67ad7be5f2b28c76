// "My Announcements" (spec 001 §2 profile tabs): the passenger's travel requests from the mirror, latest desired
// departure first, refreshed on open; readable offline.
import { useEffect, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type AnnouncementRow } from '../../../db/database';
import { myAnnouncements } from '../../../db/announcement-queries';
import { lastSyncedAt } from '../../../db/queries';
import { sync } from '../../../sync/client';
import { useSession } from '../../hooks/use-session';
import { AnnouncementFormModal } from '../announcements/announcement-form-modal';
import { MyAnnouncementCard } from '../announcements/my-announcement-card';
import { OwnListingSection } from './own-listing-section';
import { useProfileText } from './text';

export function MyAnnouncementsTab() {
  const _ = useProfileText();
  const { session } = useSession();
  const me = session?.user.id;
  const rows = useLiveQuery(() => (me === undefined ? undefined : myAnnouncements(db, me)), [me]);
  const syncedAt = useLiveQuery(() => lastSyncedAt(db, 'my-announcements'), []);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  // The live row, so the form opens on what the mirror holds now.
  const editing: AnnouncementRow | undefined = rows?.find((row) => row.id === editingId);

  useEffect(() => {
    void sync.refreshMyAnnouncements();
  }, []);

  return (
    <OwnListingSection
      titleId="my-announcements-title"
      title={_('tab.myAnnouncements')}
      action={<Button onClick={() => setAdding(true)}>{_('announcements.new')}</Button>}
      empty={_('announcements.empty')}
      items={rows}
      itemKey={(row) => row.id}
      card={(row) => <MyAnnouncementCard announcement={row} onEdit={() => setEditingId(row.id)} />}
      syncedAt={syncedAt}
    >
      <AnnouncementFormModal
        show={adding || editing !== undefined}
        announcement={editing}
        onHide={() => {
          setAdding(false);
          setEditingId(null);
        }}
      />
    </OwnListingSection>
  );
}
