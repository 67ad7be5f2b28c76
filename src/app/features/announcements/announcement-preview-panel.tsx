// The side preview of a travel request (spec 001 §2): requester, status, desired departure, passengers, budget,
// pickup and drop-off, notes, and "View Full Details" to its page.
import { Link } from 'react-router-dom';
import type { AnnouncementRow } from '../../../db/database';
import { formatDateTime, truncate } from '../../ui/format';
import { AnnouncementStatusBadge } from './announcement-status-badge';
import { useAnnouncementLabels } from './announcement-format';
import { useAnnouncementsText } from './text';
import { useAnnouncementCardsText } from './card-text';
import { FactList } from '../../ui/fact-list';
import { RequesterLine } from './requester-line';
import { RoutePreviewPanel } from '../listings/route-preview-panel';

export function AnnouncementPreviewPanel({ announcement, onHide }: { announcement: AnnouncementRow | null; onHide: () => void }) {
  const _ = useAnnouncementsText();
  const card = useAnnouncementCardsText();
  const { budgetLabel, seatsNeededLabel } = useAnnouncementLabels();
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
              { term: _('fact.status'), value: <AnnouncementStatusBadge announcement={shown} /> },
              { term: card('fact.desiredDeparture'), value: formatDateTime(shown.desired_departure_time) },
              { term: card('fact.passengers'), value: seatsNeededLabel(shown.seats_needed) },
              { term: card('fact.budget'), value: budgetLabel(shown) },
              { term: _('fact.pickup'), value: shown.departure_location || '–' },
              { term: _('fact.dropoff'), value: shown.arrival_location || '–' },
            ]}
          />
          <p className="text-body-secondary">{truncate(shown.additional_notes || shown.description || card('notesFallback'), 100)}</p>
          <Link to={`/announcements/${shown.id}`} className="btn btn-outline-primary" onClick={onHide}>
            {_('preview.fullDetails')}
          </Link>
        </>
      )}
    </RoutePreviewPanel>
  );
}
