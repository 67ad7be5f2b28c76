// "My Announcements" (spec 001 §2 profile tabs): the passenger's travel requests from the mirror, latest desired
// departure first, refreshed on open; readable offline.
import { useEffect, useState } from 'react';
import { Button, Col, Row } from 'react-bootstrap';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type AnnouncementRow } from '../../../db/database';
import { myAnnouncements } from '../../../db/announcement-queries';
import { lastSyncedAt } from '../../../db/queries';
import { sync } from '../../../sync/client';
import { useSession } from '../../hooks/use-session';
import { SyncedAt } from '../../ui/synced-at';
import { AnnouncementFormModal } from '../announcements/announcement-form-modal';
import { MyAnnouncementCard } from '../announcements/my-announcement-card';
import { NO_ANNOUNCEMENTS_YET } from '../announcements/announcement-texts';

export function MyAnnouncementsTab() {
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
    <section className="py-3" aria-labelledby="my-announcements-title">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 id="my-announcements-title" className="h5 mb-0">
          My Announcements
        </h2>
        <Button onClick={() => setAdding(true)}>Create Travel Request</Button>
      </div>
      {rows && rows.length === 0 ? <p className="text-body-secondary">{NO_ANNOUNCEMENTS_YET}</p> : null}
      <Row xs={1} md={2} xl={3} className="g-3">
        {rows?.map((row) => (
          <Col key={row.id}>
            <MyAnnouncementCard announcement={row} onEdit={() => setEditingId(row.id)} />
          </Col>
        ))}
      </Row>
      <SyncedAt at={syncedAt} />
      <AnnouncementFormModal
        show={adding || editing !== undefined}
        announcement={editing}
        onHide={() => {
          setAdding(false);
          setEditingId(null);
        }}
      />
    </section>
  );
}
