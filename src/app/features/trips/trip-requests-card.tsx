// For the driver on their trip's page (issue 39): the travel requests the trip can take, from a town near one of its
// stops to a town near a later one, read from the mirror (offline too) and refreshed from the server when online.
import { useEffect } from 'react';
import { Card, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type TripRow } from '../../../db/database';
import { requestsAlongTrip } from '../../../db/requests-along-trip';
import { sync } from '../../../sync/client';
import { formatDateTime } from '../../ui/format';
import { useRouteLabel } from '../listings/route-label';
import { useAnnouncementLabels } from '../announcements/announcement-format';
import { useTripsText } from './text';

export function TripRequestsCard({ trip }: { trip: TripRow }) {
  const _ = useTripsText();
  const routeLabel = useRouteLabel();
  const { seatsNeededLabel, budgetLabel } = useAnnouncementLabels();
  const requests = useLiveQuery(() => requestsAlongTrip(db, trip), [trip], []);
  useEffect(() => {
    if (trip.id > 0) void sync.refreshAnnouncements({ trip_id: trip.id });
  }, [trip.id]);
  return (
    <Card className="shadow-sm mb-3" data-testid="trip-requests">
      <Card.Body>
        <h2 className="h5">{_('requests.heading')}</h2>
        <p className="small text-body-secondary">{_('requests.lead')}</p>
        {requests.length === 0 ? (
          <p className="mb-0 text-body-secondary">{_('requests.none')}</p>
        ) : (
          <ListGroup variant="flush">
            {requests.map((request) => {
              const route = routeLabel(request);
              return (
                <ListGroup.Item key={request.id} className="px-0">
                  <Link to={`/announcements/${request.id}`} aria-label={_('requests.open', { route })} className="fw-semibold">
                    {route}
                  </Link>
                  <div className="small text-body-secondary">
                    {formatDateTime(request.desired_departure_time)} · {seatsNeededLabel(request.seats_needed)} · {budgetLabel(request)}
                  </div>
                </ListGroup.Item>
              );
            })}
          </ListGroup>
        )}
      </Card.Body>
    </Card>
  );
}
