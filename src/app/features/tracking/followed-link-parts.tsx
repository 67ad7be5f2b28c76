// What the pages opened from a link with no account share: the screen before there is anything to show (never opened
// here offline, or a dead link), the car that carries the ride or the parcel, its plate left to right, and where it is.
import type { ReactNode } from 'react';
import { Alert, Container } from 'react-bootstrap';
import type { SharedTracking } from '../../../contract/tracking';
import { LivePosition } from './live-position';
import { useNow } from './use-now';
import { useTrackingText } from './text';

export function FollowedLinkNotice({ title, variant, children }: { title?: string; variant: 'warning' | 'secondary'; children: ReactNode }) {
  return (
    <Container className="py-4">
      {title ? <h1 className="h3">{title}</h1> : null}
      <Alert variant={variant}>{children}</Alert>
    </Container>
  );
}

/** "Not opened here yet": a followed page's screen before it has anything to show offline. */
export function NotOpenedHere() {
  const _ = useTrackingText();
  return <FollowedLinkNotice variant="warning">{_('follow.notOpened')}</FollowedLinkNotice>;
}

export function CarLine({ vehicle, className }: { vehicle: { model: string; color: string | null; plate_number: string | null } | null; className: string }) {
  const _ = useTrackingText();
  if (!vehicle) return null;
  return (
    <p className={className}>
      {_('follow.car', { model: vehicle.model })}
      {vehicle.color ? ` (${vehicle.color})` : ''}
      {vehicle.plate_number ? (
        <>
          {' · '}
          {_('follow.plate')}{' '}
          <span dir="ltr" className="text-nowrap">
            {vehicle.plate_number}
          </span>
        </>
      ) : null}
    </p>
  );
}

/** The car's last point and its arrival estimate; the trip's own cities where the tracking names none. */
export function FollowedPosition({
  tracking,
  trip,
}: {
  tracking: SharedTracking['tracking'];
  trip: Pick<SharedTracking['trip'], 'departure_city' | 'arrival_city'>;
}) {
  const now = useNow();
  return (
    <LivePosition
      lastPoint={tracking.last_point}
      estimate={tracking.estimate}
      destination={tracking.destination ?? null}
      trail={tracking.trail}
      from={tracking.departure_city ?? trip.departure_city}
      to={tracking.arrival_city ?? trip.arrival_city}
      sharing={tracking.sharing}
      now={now}
    />
  );
}
