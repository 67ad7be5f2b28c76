// The trip list (/trips, spec 001 §2): hero, the listing between cities (search, filters, cards, "Voir Plus"), side
// preview and the modals a card opens. Results come from the mirror, so searching works offline.
import { useState } from 'react';
import { Button, Container } from 'react-bootstrap';
import { isApprovedDriver } from '../../../contract/user-rules';
import type { TripRow } from '../../../db/database';
import { db } from '../../../db/database';
import { getSession } from '../../../db/session';
import { useProtectedAction } from '../../hooks/use-protected-action';
import { useSession } from '../../hooks/use-session';
import { infoDialog } from '../../ui/dialogs';
import { TripCard } from './trip-card';
import { BookTripModal, ProfilePreviewModal, StartConversationModal, TripFormModal } from './trip-modals';
import { WhenShown } from '../../ui/when-shown';
import { TripPreviewPanel } from './trip-preview-panel';
import { useTripSearch } from './use-trip-search';
import type { ListedTrip, LocalTripFilters } from '../../../db/trip-queries';
import { ListingHero } from '../listings/listing-hero';
import type { RouteFiltersConfig } from '../listings/route-filters-panel';
import { RouteListing, type RouteListingTexts } from '../listings/route-listing';
import { useLivePick } from '../listings/use-live-pick';
import { MarketplaceTabs } from '../announcements/marketplace-tabs';
import { useCreateTravelRequest } from '../announcements/use-create-travel-request';
import { tripsText, useTripsText } from './text';
import type { TripLeg } from '../../../contract/trip-route';
import { useCities } from '../../hooks/use-cities';

const TRIP_FILTERS: Omit<RouteFiltersConfig<LocalTripFilters>, 'label' | 'seatsLabel'> = {
  id: 'trip-filters',
  idPrefix: 'filter',
  withTimeOfDay: true,
  withParcels: true,
  withWomenOnly: true,
  // The slider is the seats a trip has left, as the API reads them.
  sliderOf: (filters) => filters.available_seats,
  withSlider: (filters, slider) => ({ ...filters, available_seats: slider }),
};

export function TripsPage() {
  const _ = useTripsText();
  const filters: RouteFiltersConfig<LocalTripFilters> = { ...TRIP_FILTERS, label: _('filters.label'), seatsLabel: _('fact.seats') };
  const texts: RouteListingTexts = {
    heading: _('list.heading'),
    searchLabel: _('list.search'),
    shown: (count) => _('list.shown', { count }),
    loading: _('list.loading'),
    empty: _('list.empty'),
  };
  const protect = useProtectedAction();
  const { session } = useSession();
  const search = useTripSearch();
  const [previewPick, setPreview] = useState<ListedTrip | null>(null);
  const [bookingPick, setBooking] = useState<TripRow | null>(null);
  // The leg the list showed for the trip being booked: the booking starts from it.
  const [bookingLeg, setBookingLeg] = useState<TripLeg | undefined>(undefined);
  const preview = useLivePick(db.trips, previewPick);
  const booking = useLivePick(db.trips, bookingPick);
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
    else await infoDialog(tripsText('becomeDriver'));
  }

  const book = (trip: TripRow, leg?: TripLeg) =>
    protect(() => {
      setBookingLeg(leg);
      setBooking(trip);
    });
  const cities = useCities();
  const nameOf = (id?: number) => (id ? cities.find((c) => c.id === id)?.name : undefined);
  const searched = { from: nameOf(search.filters.departure_city_id), to: nameOf(search.filters.arrival_city_id) };

  return (
    <>
      <ListingHero title={_('hero.title')} lead={_('hero.lead')}>
        <div className="d-flex justify-content-center gap-2">
          <Button variant="light" size="lg" onClick={needARide.open}>
            {_('hero.needRide')}
          </Button>
          <Button variant="outline-light" size="lg" onClick={() => protect(() => void haveSeats())}>
            {_('hero.haveSeats')}
          </Button>
        </div>
      </ListingHero>
      <Container className="py-4">
        <MarketplaceTabs />
        <RouteListing
          search={search}
          searchIdPrefix="search"
          filtersPanel={filters}
          texts={texts}
          failure={search.failed ? _('list.failed') : null}

          rowKey={(trip) => trip.id}
          card={(trip) => (
            <TripCard
              trip={trip}
              leg={trip.leg}
              searched={searched}
              isOwner={trip.driver_id === me}
              onDetails={() => setPreview(trip)}
              onBook={() => book(trip, trip.leg)}
              onEdit={() => setEditing(trip)}
              onDriver={() => setDriverOf(trip)}
            />
          )}
        />
      </Container>
      <TripPreviewPanel
        trip={preview}
        isOwner={preview?.driver_id === me}
        onHide={() => setPreview(null)}
        onBook={() => {
          const trip = preview;
          setPreview(null);
          if (trip) book(trip, previewPick?.leg);
        }}
      />
      {booking ? (
        <WhenShown shown>
          <BookTripModal trip={booking} leg={bookingLeg} show onHide={() => setBooking(null)} />
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
