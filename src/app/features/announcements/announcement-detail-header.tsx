// The travel request's header (spec 001 §2): route title and when it was posted, its status badge with icon, the
// owner's or the visitor's actions, and the three facts a driver decides on: desired departure, passengers, budget.
import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';
import type { AnnouncementRow } from '../../../db/database';
import { routeLabel } from '../../../db/commands/session-guard';
import { formatDateTime, relativeTime } from '../../ui/format';
import { NOT_SENT_YET } from '../bookings/booking-status-badge';
import { AnnouncementStatusBadge } from './announcement-status-badge';
import { budgetLabel, seatsNeededLabel } from './announcement-format';

export function AnnouncementDetailHeader({ announcement, actions }: { announcement: AnnouncementRow; actions?: ReactNode }) {
  return (
    <Card className="shadow-sm mb-3">
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
          <div>
            <h1 className="h3 mb-1">{routeLabel(announcement)}</h1>
            <p className="small text-body-secondary mb-0">
              {announcement.created_at ? `Publiée ${relativeTime(announcement.created_at)}` : null}
              {announcement._pending?.length ? <span className="ms-2 text-warning-emphasis">{NOT_SENT_YET}</span> : null}
            </p>
          </div>
          <div className="d-flex flex-wrap align-items-center gap-2">
            <AnnouncementStatusBadge announcement={announcement} />
            {actions}
          </div>
        </div>
        <dl className="row mt-3 mb-0">
          <div className="col-sm-4">
            <dt className="small text-body-secondary fw-normal">Départ souhaité</dt>
            <dd className="fw-semibold mb-2">{formatDateTime(announcement.desired_departure_time)}</dd>
          </div>
          <div className="col-sm-4">
            <dt className="small text-body-secondary fw-normal">Passagers</dt>
            <dd className="fw-semibold mb-2">{seatsNeededLabel(announcement.seats_needed)}</dd>
          </div>
          <div className="col-sm-4">
            <dt className="small text-body-secondary fw-normal">Budget</dt>
            <dd className="fw-semibold mb-2">{budgetLabel(announcement)}</dd>
          </div>
        </dl>
      </Card.Body>
    </Card>
  );
}
