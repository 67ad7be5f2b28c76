// The trip list (/trips, spec 001 §2): hero, search bar, filters, cards, side preview, "Voir Plus". Results come
// from the mirror, so searching works offline; the worker refreshes the matching server page meanwhile.
import { useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { Button, Col, Container, Row, Spinner } from 'react-bootstrap';
import { isApprovedDriver } from '../../../contract/user-rules';
import type { TripRow } from '../../../db/database';
import { db } from '../../../db/database';
import { getSession } from '../../../db/session';
import { useProtectedAction } from '../../hooks/use-protected-action';
import { useSession } from '../../hooks/use-session';
import { infoDialog } from '../../ui/dialogs';
import { SyncedAt } from '../../ui/synced-at';
import { TripCard } from './trip-card';
import { BookTripModal, ProfilePreviewModal, StartConversationModal, TripFormModal } from './trip-modals';
import { WhenShown } from '../../ui/when-shown';
import { TripFiltersPanel } from './trip-filters-panel';
import { TripPreviewPanel } from './trip-preview-panel';
import { RouteSearchBar } from '../../ui/route-search-bar';
import { useTripSearch } from './use-trip-search';
import { MarketplaceTabs } from '../announcements/marketplace-tabs';
import { useCreateTravelRequest } from '../announcements/use-create-travel-request';

export const BECOME_DRIVER_TEXT =
  'Pour proposer des places, devenez chauffeur : depuis votre profil, choisissez « Devenir un chauffeur » et envoyez vos documents.';
export const NO_TRIPS = 'Aucun trajet trouvé';

/** The mirror's current copy of a trip picked from the list, so an open panel or form follows seat changes. */
function useLiveTrip(picked: TripRow | null): TripRow | null {
  const live = useLiveQuery(() => (picked ? db.trips.get(picked.id) : undefined), [picked?.id]);
  return picked ? (live ?? picked) : null;
}

export function TripsPage() {
  const protect = useProtectedAction();
  const { session } = useSession();
  const search = useTripSearch();
  const [showFilters, setShowFilters] = useState(false);
  const [previewPick, setPreview] = useState<TripRow | null>(null);
  const [bookingPick, setBooking] = useState<TripRow | null>(null);
  const preview = useLiveTrip(previewPick);
  const booking = useLiveTrip(bookingPick);
  const [editing, setEditing] = useState<TripRow | null>(null);
  const [adding, setAdding] = useState(false);
  // The trip whose driver is being looked at: the profile's Message button talks about that trip.
  const [driverOf, setDriverOf] = useState<TripRow | null>(null);
  const [messaging, setMessaging] = useState<TripRow | null>(null);
  const me = session?.user.id;
  const needARide = useCreateTravelRequest();

  async function haveSeats() {
    const current = await getSession(db);
    if (isApprovedDriver(current?.user)) setAdding(true);
    else await infoDialog(BECOME_DRIVER_TEXT);
  }

  const book = (trip: TripRow) => protect(() => setBooking(trip));

  return (
    <>
      <section className="hero py-5 text-white text-center">
        <Container>
          <h1 className="display-6 fw-bold">Smarter Rides, Together</h1>
          <p className="lead">Find a Ride entre les villes de Tunisie, au prix fixé par le chauffeur en TND.</p>
          <div className="d-flex justify-content-center gap-2">
            <Button variant="light" size="lg" onClick={needARide.open}>
              I need a ride
            </Button>
            <Button variant="outline-light" size="lg" onClick={() => protect(() => void haveSeats())}>
              I have seats
            </Button>
          </div>
        </Container>
      </section>
      <Container className="py-4">
        <MarketplaceTabs />
        <RouteSearchBar filters={search.filters} onSearch={search.apply} idPrefix="search" label="Rechercher un trajet" />
        <div className="d-flex justify-content-between align-items-center mt-3">
          <SyncedAt at={search.syncedAt} />
          <Button variant="outline-secondary" className="d-lg-none" aria-controls="trip-filters" aria-expanded={showFilters} onClick={() => setShowFilters(true)}>
            Filtres
          </Button>
        </div>
        <Row className="mt-2 g-4">
          <Col lg={3}>
            <TripFiltersPanel filters={search.filters} onApply={search.apply} show={showFilters} onHide={() => setShowFilters(false)} />
          </Col>
          <Col lg={9}>
            <h2 className="visually-hidden">Trajets</h2>
            {/* A short count is announced, not the whole grid on every background refresh. */}
            <p className="visually-hidden" role="status">
              {search.trips ? `${search.trips.length} trajets affichés` : ''}
            </p>
            {search.loading ? (
              <div className="text-center py-5">
                <Spinner animation="border" role="status">
                  <span className="visually-hidden">Chargement des trajets...</span>
                </Spinner>
              </div>
            ) : search.trips && search.trips.length > 0 ? (
              <Row xs={1} md={2} className="g-3">
                {search.trips.map((trip) => (
                  <Col key={trip.id}>
                    <TripCard
                      trip={trip}
                      isOwner={trip.driver_id === me}
                      onDetails={() => setPreview(trip)}
                      onBook={() => book(trip)}
                      onEdit={() => setEditing(trip)}
                      onDriver={() => setDriverOf(trip)}
                    />
                  </Col>
                ))}
              </Row>
            ) : (
              <div className="text-center py-5" role="status">
                <p className="h5">{NO_TRIPS}</p>
                {search.failed ? <p className="text-body-secondary">Erreur lors du chargement des trajets</p> : null}
              </div>
            )}
            {search.hasMore && search.trips && search.trips.length > 0 ? (
              <div className="text-center mt-4">
                <Button variant="outline-primary" onClick={search.more} disabled={search.refreshing}>
                  Voir Plus
                </Button>
              </div>
            ) : null}
          </Col>
        </Row>
      </Container>
      <TripPreviewPanel
        trip={preview}
        isOwner={preview?.driver_id === me}
        onHide={() => setPreview(null)}
        onBook={() => {
          const trip = preview;
          setPreview(null);
          if (trip) book(trip);
        }}
      />
      {booking ? (
        <WhenShown shown>
          <BookTripModal trip={booking} show onHide={() => setBooking(null)} />
        </WhenShown>
      ) : null}
      <WhenShown shown={adding || editing !== null}>
        <TripFormModal show={adding || editing !== null} trip={editing ?? undefined} onHide={() => (setAdding(false), setEditing(null))} />
      </WhenShown>
      <WhenShown shown={driverOf !== null}>
        <ProfilePreviewModal
          userId={driverOf?.driver_id ?? null}
          onHide={() => setDriverOf(null)}
          onMessage={() => {
            const trip = driverOf;
            setDriverOf(null);
            if (trip) protect(() => setMessaging(trip));
          }}
        />
      </WhenShown>
      {messaging ? (
        <WhenShown shown>
          <StartConversationModal trip={messaging} show onHide={() => setMessaging(null)} />
        </WhenShown>
      ) : null}
      {needARide.modal}
    </>
  );
}
