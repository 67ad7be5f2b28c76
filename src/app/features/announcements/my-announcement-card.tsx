// One request in "My Announcements" (spec 001 §2): route, status, seats needed, max price, desired departure,
// proposals count and the accepted driver's first name; a menu with "View details" and "Edit".
import { uiText } from '../../ui/text';
import { Card } from 'react-bootstrap';
import { ANNOUNCEMENT_STATUS } from '../../../contract/statuses';
import type { AnnouncementRow } from '../../../db/database';
import { useRouteLabel } from '../listings/route-label';
import { formatDateTime } from '../../ui/format';
import { AnnouncementStatusBadge, shownStatus } from './announcement-status-badge';
import { FactList } from '../../ui/fact-list';
import { OWNER_CARD_FACTS } from '../listings/owner-card-facts';
import { OwnerCardHeader } from '../listings/owner-card-header';
import { proposalsCount, useAnnouncementLabels } from './announcement-format';
import { useAnnouncementsText } from './text';
import { useAnnouncementCardsText } from './card-text';

export function MyAnnouncementCard({ announcement, onEdit }: { announcement: AnnouncementRow; onEdit: () => void }) {
  const _ = useAnnouncementsText();
  const card = useAnnouncementCardsText();
  const { maxPriceLabel, proposalsCountLabel } = useAnnouncementLabels();
  const route = useRouteLabel()(announcement);
  const status = shownStatus(announcement);
  // Closed and expired requests are history: the server refuses their edits.
  const editable = status === ANNOUNCEMENT_STATUS.open || status === ANNOUNCEMENT_STATUS.pendingReview;
  const driver = announcement.accepted_trip_proposal?.driver;
  const driverFirstName = driver?.first_name || driver?.full_name?.split(' ')[0];
  return (
    <Card className="h-100 shadow-sm" data-testid="my-announcement-card">
      <Card.Body className="d-flex flex-column gap-2">
        <OwnerCardHeader
          title={<h3 className="h6 mb-0">{route}</h3>}
          badge={<AnnouncementStatusBadge announcement={announcement} />}
          menuLabel={_('card.actions', { route })}
          detailsTo={`/announcements/${announcement.id}`}
          onEdit={onEdit}
          editDisabled={!editable}
        />
        <FactList
          {...OWNER_CARD_FACTS}
          facts={[
            { term: card('fact.desiredDeparture'), value: formatDateTime(announcement.desired_departure_time) },
            { term: _('fact.seatsRequested'), value: announcement.seats_needed },
            { term: _('fact.maxPrice'), value: maxPriceLabel(announcement), strong: true },
            { term: card('fact.proposals'), value: proposalsCountLabel(proposalsCount(announcement)) },
            driverFirstName ? { term: _('fact.chosenDriver'), value: driverFirstName } : null,
          ]}
        />
        {announcement._pending?.length ? <p className="small text-warning-emphasis mb-0 mt-auto">{uiText('status.notSentYet')}</p> : null}
      </Card.Body>
    </Card>
  );
}
