// Once a proposal is accepted: who drives, and — for the two people concerned — the conversation the server opened
// between them.
import { Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { AnnouncementRow } from '../../../db/database';
import { formatDateTime, formatPrice } from '../../ui/format';
import { useAnnouncementsText } from './text';

export function AcceptedProposalCard({
  announcement,
  conversationId,
  concerned,
}: {
  announcement: AnnouncementRow;
  conversationId: number | null;
  /** The requester or the accepted driver. */
  concerned: boolean;
}) {
  const _ = useAnnouncementsText();
  const accepted = announcement.accepted_trip_proposal;
  if (!accepted) return null;
  const firstName = accepted.driver?.first_name || accepted.driver?.full_name?.split(' ')[0] || _('theDriver');
  return (
    <Card className="shadow-sm mb-3 border-success-subtle" data-testid="accepted-proposal">
      <Card.Body>
        <h2 className="h5">{_('fact.chosenDriver')}</h2>
        <p className="mb-1">
          <strong>{firstName}</strong> · {_('perSeat', { price: formatPrice(accepted.proposed_price) })}
        </p>
        <p className="small text-body-secondary">{formatDateTime(accepted.proposed_departure_time)}</p>
        {concerned ? (
          <Link to={conversationId ? `/messages?conversation=${conversationId}` : '/messages'} className="btn btn-outline-success w-100">
            {_('accepted.message')}
          </Link>
        ) : null}
      </Card.Body>
    </Card>
  );
}
