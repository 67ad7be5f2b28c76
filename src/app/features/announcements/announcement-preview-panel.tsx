// The side preview of a travel request (spec 001 §2): requester, status, desired departure, passengers, budget,
// pickup and drop-off, notes, and "View Full Details" to its page.
import { Offcanvas } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { NOTES_FALLBACK } from '../../../contract/announcement-rules';
import type { AnnouncementRow } from '../../../db/database';
import { routeLabel } from '../../../db/commands/session-guard';
import { formatDateTime, truncate } from '../../ui/format';
import { AnnouncementStatusBadge } from './announcement-status-badge';
import { budgetLabel, seatsNeededLabel } from './announcement-format';
import { RequesterLine } from './requester-line';
import { usePreloadPage } from '../../page-loaders';

export function AnnouncementPreviewPanel({ announcement, onHide }: { announcement: AnnouncementRow | null; onHide: () => void }) {
  const open = announcement !== null;
  // A reader who opens a preview often goes on to the detail: its code is fetched now, not after the click.
  usePreloadPage('announcementDetail', open);
  return (
    <Offcanvas show={open} onHide={onHide} placement="end" aria-labelledby="announcement-preview-title">
      {announcement ? (
        <>
          <Offcanvas.Header closeButton closeLabel="Fermer">
            <Offcanvas.Title id="announcement-preview-title">{routeLabel(announcement)}</Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body>
            <div className="mb-3">
              <RequesterLine user={announcement.user} />
            </div>
            <dl className="row">
              <dt className="col-5">Statut</dt>
              <dd className="col-7">
                <AnnouncementStatusBadge announcement={announcement} />
              </dd>
              <dt className="col-5">Départ souhaité</dt>
              <dd className="col-7">{formatDateTime(announcement.desired_departure_time)}</dd>
              <dt className="col-5">Passagers</dt>
              <dd className="col-7">{seatsNeededLabel(announcement.seats_needed)}</dd>
              <dt className="col-5">Budget</dt>
              <dd className="col-7">{budgetLabel(announcement)}</dd>
              <dt className="col-5">Prise en charge</dt>
              <dd className="col-7">{announcement.departure_location || '–'}</dd>
              <dt className="col-5">Dépose</dt>
              <dd className="col-7">{announcement.arrival_location || '–'}</dd>
            </dl>
            <p className="text-body-secondary">{truncate(announcement.additional_notes || announcement.description || NOTES_FALLBACK, 100)}</p>
            <Link to={`/announcements/${announcement.id}`} className="btn btn-outline-primary" onClick={onHide}>
              View Full Details
            </Link>
          </Offcanvas.Body>
        </>
      ) : null}
    </Offcanvas>
  );
}
