// A travel request in the list: route, status, requester and rating, desired departure, passengers, budget, places,
// description; "View Details" opens the side preview, "Edit" for the owner.
import { uiText } from '../../ui/text';
import { Button, Card } from 'react-bootstrap';
import type { AnnouncementRow } from '../../../db/database';
import { useRouteLabel } from '../listings/route-label';
import { formatDateTime, truncate } from '../../ui/format';
import { AnnouncementStatusBadge } from './announcement-status-badge';
import { proposalsCount, useAnnouncementLabels } from './announcement-format';
import { useAnnouncementCardsText } from './card-text';
import { FactList } from '../../ui/fact-list';
import { usePlacesLabel } from '../listings/places-label';
import { RequesterLine } from './requester-line';
import { WomenOnlyBadge } from '../../ui/women-only-badge';

export function AnnouncementCard({
  announcement,
  isOwner,
  onDetails,
  onEdit,
}: {
  announcement: AnnouncementRow;
  isOwner: boolean;
  onDetails: () => void;
  onEdit: () => void;
}) {
  const _ = useAnnouncementCardsText();
  const { budgetLabel, proposalsCountLabel, seatsNeededLabel } = useAnnouncementLabels();
  const placesLabel = usePlacesLabel();
  const route = useRouteLabel()(announcement);

  return (
    <Card className="h-100 shadow-sm" data-testid="announcement-card">
      <Card.Body className="d-flex flex-column gap-2">
        <div className="d-flex justify-content-between align-items-start gap-2">
          <h3 className="h5 mb-0">{route}</h3>
          <span className="d-inline-flex flex-wrap justify-content-end gap-1">
            <WomenOnlyBadge show={announcement.women_only} label={_('womenOnly.badge')} />
            <AnnouncementStatusBadge announcement={announcement} />
          </span>
        </div>
        <RequesterLine user={announcement.user} size={32} />
        <FactList
          className="row small mb-0"
          valueClassName="col-7 mb-1"
          facts={[
            { term: _('fact.desiredDeparture'), value: formatDateTime(announcement.desired_departure_time) },
            { term: _('fact.passengers'), value: seatsNeededLabel(announcement.seats_needed) },
            { term: _('fact.budget'), value: budgetLabel(announcement), strong: true },
            { term: _('fact.places'), value: placesLabel(announcement) },
            { term: _('fact.proposals'), value: proposalsCountLabel(proposalsCount(announcement)) },
          ]}
        />
        <p className="small text-body-secondary mb-0">{truncate(announcement.description || announcement.additional_notes || _('notesFallback'), 100)}</p>
        {announcement._pending?.length ? <p className="small text-warning-emphasis mb-0">{uiText('status.notSentYet')}</p> : null}
        <div className="d-flex gap-2 mt-auto pt-2">
          <Button variant="outline-primary" size="sm" onClick={onDetails} aria-label={_('card.viewDetailsOf', { route })}>
            {_('card.viewDetails')}
          </Button>
          {isOwner ? (
            <Button variant="outline-secondary" size="sm" onClick={onEdit} aria-label={_('card.editOf', { route })}>
              {_('card.edit')}
            </Button>
          ) : null}
        </div>
      </Card.Body>
    </Card>
  );
}
