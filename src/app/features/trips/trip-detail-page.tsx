// The trip detail page (/trips/:id, spec 001 §2): rendered from the mirror at once (offline too), refreshed in the
// background; the owner manages the trip and its bookings, others book, message the driver or see why they cannot.
import { lazy, Suspense, useState } from 'react';
import { Button, Col, Container, Row } from 'react-bootstrap';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type TripRow } from '../../../db/database';
import { useTrip } from '../../hooks/use-trip';
import { useSession } from '../../hooks/use-session';
import { useProtectedAction } from '../../hooks/use-protected-action';
import { accepted, useCommand } from '../../hooks/use-command';
import { confirmDialog } from '../../ui/dialogs';
import { SyncedAt } from '../../ui/synced-at';
import { TripDetailHeader } from './trip-detail-header';
import { TripBookingCard } from './trip-booking-card';
import { DetailLoading, DetailUnavailable } from '../listings/detail-fallbacks';
import { TripDriverCard } from './trip-driver-card';
import { ReportButton } from '../safety/report-button';
import { TripDetailsCard, TripRulesCard } from './trip-info-cards';
import { RouteMapLoader } from './route-map-loader';
import { TripRequestsCard } from './trip-requests-card';
import { BookTripModal, ProfilePreviewModal, StartConversationModal, TripFormModal } from './trip-modals';
import { WhenShown } from '../../ui/when-shown';
import { seededTrip } from './trip-seed';
import { WhenNear } from '../../ui/when-near';
import { BOOKING_STATUS } from '../../../contract/statuses';
import { tripsText, useTripsText } from './text';
// Parcels (DESIGN.md §9) show on trips that take them, or where the reader has one: the card comes with the page (its
// words load beside it, see page-loaders.ts), so it is drawn with the rest and nothing below it moves.
import { TripParcelsCard } from '../parcels/trip-parcels-card';

// The owner's cards (and the commands they send) load for the owner only: a passenger's first visit does not carry them.
const TripBookingsCard = lazy(async () => ({ default: (await import('./trip-bookings-card')).TripBookingsCard }));
const TripStatusCard = lazy(async () => ({ default: (await import('./trip-status-card')).TripStatusCard }));
// Live tracking loads for the driver and accepted passengers only (DESIGN.md §8).
const TripTrackingCard = lazy(() => import('../tracking/trip-tracking-card'));
// "Urgence" (issue 40): for the same people, while the ride is under way.
const SosButton = lazy(() => import('../safety/sos-sheet'));

export function TripDetailPage() {
  const command = useCommand();
  const _ = useTripsText();
  const params = useParams();
  const id = Number(params.id);
  const { state } = useLocation();
  const { trip, bookings, status, syncedAt, movedTo } = useTrip(Number.isInteger(id) ? id : 0, seededTrip(state, id));
  const { session } = useSession();
  const protect = useProtectedAction();
  const navigate = useNavigate();
  const [booking, setBooking] = useState(false);
  const [messaging, setMessaging] = useState(false);
  const [editing, setEditing] = useState(false);
  const [profileId, setProfileId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);
  // Cities of the mirror fill in coordinates a trip row may lack (an optimistic trip, an older backend).
  const hasParcels = useLiveQuery(async () => (await db.parcels.where('trip_id').equals(id).count()) > 0, [id]);
  const cities = useLiveQuery(
    () => (trip ? db.cities.bulkGet([trip.departure_city_id, trip.arrival_city_id]) : []),
    [trip?.departure_city_id, trip?.arrival_city_id],
  );

  if (deleting || (!trip && status === 'loading')) return <DetailLoading text={deleting ? _('detail.deleting') : _('detail.loading')} />;
  if (!trip && movedTo) return <Navigate to={`/trips/${movedTo}`} replace />;
  if (!trip) {
    return (
      <DetailUnavailable
        status={status}
        title={_('book.notAvailable')}
        failed={_('detail.loadFailed')}
        notSeenHere={_('detail.notSeenHere')}
        back={{ to: '/', label: _('detail.backHome') }}
      />
    );
  }

  const isOwner = session?.user.id === trip.driver_id;
  const me = session?.user.id;
  const myBookings = bookings.filter((row) => row.passenger_id === me).sort((a, b) => b.created_at.localeCompare(a.created_at));
  const followsTrip = me !== undefined && (isOwner || myBookings.some((row) => row.status === BOOKING_STATUS.accepted && row.id > 0));

  async function remove(current: TripRow) {
    if (!(await confirmDialog({ text: tripsText('detail.confirmDelete'), confirm: tripsText('action.delete'), danger: true }))) return;
    setDeleting(true);
    // A trip not sent yet is deleted the same way: the deletion waits for its create.
    const { deleteTrip } = await import('../../../db/commands/trips');
    const outcome = await command.run(() => deleteTrip(db, current), { sent: tripsText('detail.deleted'), refused: tripsText('detail.deleteFailed') });
    if (!accepted(outcome)) setDeleting(false);
    else navigate('/');
  }

  const ownerActions = isOwner ? (
    <>
      <Button size="sm" variant="outline-secondary" onClick={() => setEditing(true)}>
        {_('action.edit')}
      </Button>
      <Button size="sm" variant="outline-danger" onClick={() => void remove(trip)}>
        {_('action.delete')}
      </Button>
    </>
  ) : null;

  return (
    <Container className="py-4">
      <TripDetailHeader trip={trip} actions={ownerActions} />
      <SyncedAt at={syncedAt} />
      <Row className="g-3 mt-1">
        <Col lg={8}>
          {followsTrip ? (
            <Suspense fallback={null}>
              <SosButton trip={trip} userId={me} />
              <TripTrackingCard trip={trip} userId={me} isDriver={isOwner} />
            </Suspense>
          ) : null}
          {isOwner ? (
            <Suspense fallback={null}>
              <TripBookingsCard trip={trip} bookings={bookings} />
            </Suspense>
          ) : (
            <TripBookingCard trip={trip} myBookings={myBookings} onBook={() => protect(() => setBooking(true))} />
          )}
          {isOwner ? <TripRequestsCard trip={trip} /> : null}
          {trip.accepts_parcels || hasParcels ? <TripParcelsCard trip={trip} userId={me} protect={protect} /> : null}
          <TripDetailsCard trip={trip} />
          {/* The map (Leaflet and its tiles) starts when it comes on screen: a phone that never scrolls to it spends
              neither the main thread nor its data plan on it. */}
          <WhenNear minHeight={320} margin="0px">
            <RouteMapLoader
              from={trip.departure_city?.latitude != null ? trip.departure_city : cities?.[0]}
              to={trip.arrival_city?.latitude != null ? trip.arrival_city : cities?.[1]}
              stops={(trip.stopovers ?? []).map((stop) => stop.city)}
            />
          </WhenNear>
        </Col>
        <Col lg={4}>
          {isOwner ? (
            <Suspense fallback={null}>
              <TripStatusCard trip={trip} />
            </Suspense>
          ) : null}
          <TripDriverCard trip={trip} isOwner={isOwner} onMessage={() => protect(() => setMessaging(true))} onProfile={() => setProfileId(trip.driver_id)} />
          {me !== undefined && !isOwner && trip.id > 0 ? (
            <div className="text-end mb-3">
              <ReportButton subjectType="trip" subjectId={trip.id} />
            </div>
          ) : null}
          <TripRulesCard />
        </Col>
      </Row>
      <WhenShown shown={booking}>
        <BookTripModal trip={trip} show={booking} onHide={() => setBooking(false)} />
      </WhenShown>
      <WhenShown shown={messaging}>
        <StartConversationModal trip={trip} show={messaging} onHide={() => setMessaging(false)} />
      </WhenShown>
      {isOwner ? (
        <WhenShown shown={editing}>
          <TripFormModal show={editing} onHide={() => setEditing(false)} trip={trip} />
        </WhenShown>
      ) : null}
      <WhenShown shown={profileId !== null}>
        <ProfilePreviewModal
          userId={profileId}
          onHide={() => setProfileId(null)}
          onMessage={
            isOwner
              ? undefined
              : () => {
                  setProfileId(null);
                  protect(() => setMessaging(true));
                }
          }
        />
      </WhenShown>
    </Container>
  );
}
