// "My Trips" (spec 001 §2 profile tabs): the driver's trips from the mirror, newest departure first, refreshed on
// open; "New Trip" only for an approved driver.
import { useEffect, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useLiveQuery } from 'dexie-react-hooks';
import { isApprovedDriver } from '../../../contract/user-rules';
import { BOOKING_STATUS } from '../../../contract/statuses';
import { db, type BookingRow, type TripRow } from '../../../db/database';
import { lastSyncedAt } from '../../../db/queries';
import { sync } from '../../../sync/client';
import { useSession } from '../../hooks/use-session';
import { TripFormModal } from '../trips/trip-form-modal';
import { MyTripCard } from './my-trip-card';
import { OwnListingSection } from './own-listing-section';
import { useProfileText } from './text';

/** Bookings that hold or ask for seats: pending and accepted. */
const COUNTED = new Set<number>([BOOKING_STATUS.pending, BOOKING_STATUS.accepted]);

async function myTrips(driverId: number) {
  const trips = await db.trips
    .where('driver_id')
    .equals(driverId)
    .filter((trip) => !trip._deleted)
    .toArray();
  trips.sort((a, b) => b.departure_time.localeCompare(a.departure_time));
  const bookings = await db.bookings
    .where('trip_id')
    .anyOf(trips.map((trip) => trip.id))
    .toArray();
  const byTrip = new Map<number, BookingRow[]>();
  for (const booking of bookings) {
    if (!COUNTED.has(booking.status)) continue;
    byTrip.set(booking.trip_id, [...(byTrip.get(booking.trip_id) ?? []), booking]);
  }
  return { trips, byTrip };
}

export function MyTripsTab() {
  const _ = useProfileText();
  const { session } = useSession();
  const me = session?.user.id;
  const data = useLiveQuery(() => (me === undefined ? undefined : myTrips(me)), [me]);
  const syncedAt = useLiveQuery(() => lastSyncedAt(db, 'my-trips'), []);
  const [editing, setEditing] = useState<TripRow | null>(null);
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    void sync.refreshMyTrips();
  }, []);

  return (
    <OwnListingSection
      titleId="my-trips-title"
      title={_('tab.myTrips')}
      action={isApprovedDriver(session?.user) ? <Button onClick={() => setAdding(true)}>{_('trips.new')}</Button> : null}
      empty={_('trips.empty')}
      items={data?.trips}
      itemKey={(trip) => trip.id}
      card={(trip) => <MyTripCard trip={trip} bookings={data?.byTrip.get(trip.id) ?? []} onEdit={() => setEditing(trip)} />}
      syncedAt={syncedAt}
    >
      <TripFormModal
        show={adding || editing !== null}
        onHide={() => {
          setAdding(false);
          setEditing(null);
        }}
        trip={editing ?? undefined}
      />
    </OwnListingSection>
  );
}
