// "Mes colis" in the profile: the parcels the person sends and those they carry as a driver, each with its status and
// what they may do now; refreshed on open, readable offline from the mirror.
import { useEffect } from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type ParcelRow } from '../../../db/database';
import { myParcels } from '../../../db/parcel-queries';
import { lastSyncedAt } from '../../../db/queries';
import { sync } from '../../../sync/client';
import { useSession } from '../../hooks/use-session';
import { SyncedAt } from '../../ui/synced-at';
import { ParcelItem } from './parcel-item';
import { useParcelsText } from './text';

function ParcelList({
  title,
  id,
  parcels,
  empty,
  userId,
}: {
  title: string;
  id: string;
  parcels: ParcelRow[] | undefined;
  empty: string;
  userId: number | undefined;
}) {
  return (
    <section aria-labelledby={id} className="mb-4">
      <h3 id={id} className="h6 mb-2">
        {title} {parcels ? `(${parcels.length})` : ''}
      </h3>
      {parcels && parcels.length === 0 ? <p className="text-body-secondary">{empty}</p> : null}
      <Row xs={1} xl={2} className="g-3">
        {(parcels ?? []).map((parcel) => (
          <Col key={parcel.id}>
            <Card className="h-100 shadow-sm" data-testid="my-parcel-card">
              <Card.Body>
                <ParcelItem parcel={parcel} userId={userId} showTrip />
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}

export function MyParcelsTab() {
  const _ = useParcelsText();
  const { session } = useSession();
  const me = session?.user.id;
  const parcels = useLiveQuery(() => (me === undefined ? undefined : myParcels(db, me)), [me]);
  const syncedAt = useLiveQuery(() => lastSyncedAt(db, 'my-parcels'), []);
  useEffect(() => {
    void sync.refreshMyParcels();
  }, []);
  return (
    <section className="py-3" aria-labelledby="my-parcels-title">
      <h2 id="my-parcels-title" className="h5 mb-3">
        {_('mine.title')}
      </h2>
      <SyncedAt at={syncedAt} />
      <ParcelList title={_('mine.sent')} id="parcels-sent" parcels={parcels?.sent} empty={_('mine.noneSent')} userId={me} />
      <ParcelList title={_('mine.carried')} id="parcels-carried" parcels={parcels?.carried} empty={_('mine.noneCarried')} userId={me} />
    </section>
  );
}
