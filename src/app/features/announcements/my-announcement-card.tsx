// One request in "My Announcements" (spec 001 §2): route, status, seats needed, max price, desired departure,
// proposals count and the accepted driver's first name; a menu with "View details" and "Edit".
import { Card, Dropdown } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { ANNOUNCEMENT_STATUS } from '../../../contract/statuses';
import type { AnnouncementRow } from '../../../db/database';
import { routeLabel } from '../../../db/commands/session-guard';
import { formatDateTime } from '../../ui/format';
import { NOT_SENT_YET } from '../bookings/booking-status-badge';
import { AnnouncementStatusBadge, shownStatus } from './announcement-status-badge';
import { maxPriceLabel, proposalsCount, proposalsCountLabel } from './announcement-format';

export function MyAnnouncementCard({ announcement, onEdit }: { announcement: AnnouncementRow; onEdit: () => void }) {
  const route = routeLabel(announcement);
  const status = shownStatus(announcement);
  // Closed and expired requests are history: the server refuses their edits.
  const editable = status === ANNOUNCEMENT_STATUS.open || status === ANNOUNCEMENT_STATUS.pendingReview;
  const driver = announcement.accepted_trip_proposal?.driver;
  const driverFirstName = driver?.first_name || driver?.full_name?.split(' ')[0];
  return (
    <Card className="h-100 shadow-sm" data-testid="my-announcement-card">
      <Card.Body className="d-flex flex-column gap-2">
        <div className="d-flex justify-content-between align-items-start gap-2">
          <h3 className="h6 mb-0">{route}</h3>
          <div className="d-flex align-items-center gap-1">
            <AnnouncementStatusBadge announcement={announcement} />
            <Dropdown align="end">
              <Dropdown.Toggle variant="link" size="sm" className="text-body p-1" aria-label={`Actions de l'annonce ${route}`}>
                ⋮
              </Dropdown.Toggle>
              <Dropdown.Menu>
                <Dropdown.Item as={Link} to={`/announcements/${announcement.id}`}>
                  View details
                </Dropdown.Item>
                <Dropdown.Item as="button" onClick={onEdit} disabled={!editable}>
                  Edit
                </Dropdown.Item>
              </Dropdown.Menu>
            </Dropdown>
          </div>
        </div>
        <dl className="row small mb-0">
          <dt className="col-6 fw-normal text-body-secondary">Départ souhaité</dt>
          <dd className="col-6 mb-1">{formatDateTime(announcement.desired_departure_time)}</dd>
          <dt className="col-6 fw-normal text-body-secondary">Places demandées</dt>
          <dd className="col-6 mb-1">{announcement.seats_needed}</dd>
          <dt className="col-6 fw-normal text-body-secondary">Prix max par place</dt>
          <dd className="col-6 mb-1 fw-semibold">{maxPriceLabel(announcement)}</dd>
          <dt className="col-6 fw-normal text-body-secondary">Propositions</dt>
          <dd className="col-6 mb-1">{proposalsCountLabel(proposalsCount(announcement))}</dd>
          {driverFirstName ? (
            <>
              <dt className="col-6 fw-normal text-body-secondary">Chauffeur retenu</dt>
              <dd className="col-6 mb-1">{driverFirstName}</dd>
            </>
          ) : null}
        </dl>
        {announcement._pending?.length ? <p className="small text-warning-emphasis mb-0 mt-auto">{NOT_SENT_YET}</p> : null}
      </Card.Body>
    </Card>
  );
}
