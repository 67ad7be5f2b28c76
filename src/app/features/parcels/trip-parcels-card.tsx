// The parcels of a trip on its page (DESIGN.md §9): the driver's list with accept, refuse and "Saisir le code"; for
// anyone else "Envoyer un colis" while the trip takes parcels, and their own parcels on it. Read from the mirror.
// The card comes with the trip's page (it is often the largest text on it); the send form (and the validator it
// carries) and the parcels' rows load when they show, so a visitor's first visit does not wait for them.
import { lazy, Suspense, useState } from 'react';
import { Button, Card, ListGroup } from 'react-bootstrap';
import { useLiveQuery } from 'dexie-react-hooks';
import { TRIP_STATUS } from '../../../contract/statuses';
import { db, type TripRow } from '../../../db/database';
import { parcelsOfTrip } from '../../../db/parcel-queries';
import { WhenShown } from '../../ui/when-shown';
import { useParcelsText } from './text';

const ParcelItem = lazy(async () => ({ default: (await import('./parcel-item')).ParcelItem }));
const SendParcelModal = lazy(async () => ({ default: (await import('./send-parcel-modal')).SendParcelModal }));

export function TripParcelsCard({ trip, userId, protect }: { trip: TripRow; userId: number | undefined; protect: (action: () => void) => void }) {
  const _ = useParcelsText();
  const [sending, setSending] = useState(false);
  const parcels = useLiveQuery(() => parcelsOfTrip(db, trip.id), [trip.id]) ?? [];
  const isDriver = userId === trip.driver_id;
  const shown = isDriver ? parcels : parcels.filter((parcel) => parcel.sender_id === userId);
  const open = trip.status === TRIP_STATUS.active && Date.parse(trip.departure_time) > Date.now() && trip.id > 0;
  const left = (trip.parcel_offers ?? []).some((offer) => offer.parcels_left > 0);
  if (!isDriver && !trip.accepts_parcels && shown.length === 0) return null;
  if (isDriver && shown.length === 0 && !trip.accepts_parcels) return null;

  return (
    <Card className="shadow-sm mb-3" data-testid="trip-parcels">
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
          <h2 className="h5 mb-0">{isDriver ? _('trip.driverTitle') : _('trip.mineTitle')}</h2>
          {!isDriver && trip.accepts_parcels && open ? (
            <Button onClick={() => protect(() => setSending(true))} disabled={!left}>
              {_('send.title')}
            </Button>
          ) : null}
        </div>
        {!isDriver && trip.accepts_parcels && open && !left ? <p className="small text-body-secondary mb-2">{_('trip.full')}</p> : null}
        {shown.length === 0 ? (
          <p className="text-body-secondary mb-0">{isDriver ? _('trip.none') : _('trip.invite')}</p>
        ) : (
          <Suspense fallback={null}>
            <ListGroup variant="flush">
              {shown.map((parcel) => (
                <ListGroup.Item key={parcel.id} className="px-0">
                  <ParcelItem parcel={parcel} userId={userId} />
                </ListGroup.Item>
              ))}
            </ListGroup>
          </Suspense>
        )}
      </Card.Body>
      {!isDriver ? (
        <WhenShown shown={sending}>
          <SendParcelModal trip={trip} show={sending} onHide={() => setSending(false)} />
        </WhenShown>
      ) : null}
    </Card>
  );
}
