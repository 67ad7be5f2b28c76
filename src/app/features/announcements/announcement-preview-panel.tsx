// The side preview of a travel request (spec 001 §2): requester, status, desired departure, passengers, budget,
// pickup and drop-off, notes, and "View Full Details" to its page.
import { Link } from 'react-router-dom';
import { NOTES_FALLBACK } from '../../../contract/announcement-rules';
import type { AnnouncementRow } from '../../../db/database';
import { formatDateTime, truncate } from '../../ui/format';
import { AnnouncementStatusBadge } from './announcement-status-badge';
import { budgetLabel, seatsNeededLabel } from './announcement-format';
import { FactList } from '../../ui/fact-list';
import { RequesterLine } from './requester-line';
import { RoutePreviewPanel } from '../routes/route-preview-panel';

export function AnnouncementPreviewPanel({ announcement, onHide }: { announcement: AnnouncementRow | null; onHide: () => void }) {
  return (
    <RoutePreviewPanel row={announcement} onHide={onHide} titleId="announcement-preview-title" detailPage="announcementDetail">
      {(shown) => (
        <>
          <div className="mb-3">
            <RequesterLine user={shown.user} />
          </div>
          <FactList
            className="row"
            facts={[
              { term: 'Statut', value: <AnnouncementStatusBadge announcement={shown} /> },
              { term: 'Départ souhaité', value: formatDateTime(shown.desired_departure_time) },
              { term: 'Passagers', value: seatsNeededLabel(shown.seats_needed) },
              { term: 'Budget', value: budgetLabel(shown) },
              { term: 'Prise en charge', value: shown.departure_location || '–' },
              { term: 'Dépose', value: shown.arrival_location || '–' },
            ]}
          />
          <p className="text-body-secondary">{truncate(shown.additional_notes || shown.description || NOTES_FALLBACK, 100)}</p>
          <Link to={`/announcements/${shown.id}`} className="btn btn-outline-primary" onClick={onHide}>
            View Full Details
          </Link>
        </>
      )}
    </RoutePreviewPanel>
  );
}
