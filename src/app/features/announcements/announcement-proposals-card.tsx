// The proposals card (spec 001 §2): the count and the first 3 proposals the viewer may see — every one for the
// owner, their own for a driver — with the rest one click away; "No proposed yet" for the owner, "You haven't
// proposed yet" for others.
import { useState } from 'react';
import { Badge, Button, Card, ListGroup } from 'react-bootstrap';
import { PROPOSALS_SHOWN } from '../../../contract/announcement-rules';
import type { AnnouncementRow, ProposalRow } from '../../../db/database';
import { Avatar } from '../../ui/avatar';
import { formatDateTime, formatPrice, personName } from '../../ui/format';
import { proposalsCount } from './announcement-format';
import { ProposalStatusBadge } from './proposal-status-badge';
import { useAnnouncementsText } from './text';

export function AnnouncementProposalsCard({
  announcement,
  proposals,
  isOwner,
  onOpen,
}: {
  announcement: AnnouncementRow;
  /** What the viewer may see, oldest first. */
  proposals: ProposalRow[];
  isOwner: boolean;
  onOpen: (proposal: ProposalRow) => void;
}) {
  const _ = useAnnouncementsText();
  const [all, setAll] = useState(false);
  // The owner's mirror may know of a proposal the count has not caught up with yet (one made a second ago).
  const count = isOwner ? Math.max(proposalsCount(announcement), proposals.length) : proposalsCount(announcement);
  const shown = all ? proposals : proposals.slice(0, PROPOSALS_SHOWN);
  return (
    <Card className="shadow-sm mb-3" data-testid="proposals-card">
      <Card.Body>
        <h2 className="h5 d-flex align-items-center gap-2">
          {_('proposals.title')}{' '}
          <Badge bg="secondary" pill>
            {count}
          </Badge>
        </h2>
        {proposals.length === 0 ? (
          <p className="text-body-secondary mb-0">{isOwner ? _('proposals.noneOwner') : _('proposals.noneOther')}</p>
        ) : (
          <ListGroup variant="flush">
            {shown.map((proposal) => {
              const name = personName(proposal.driver) || _('driver');
              return (
                <ListGroup.Item key={proposal.id} className="d-flex align-items-center gap-2 px-0" data-testid="proposal-item">
                  <span className="flex-shrink-0">
                    <Avatar user={{ full_name: name, image_url: proposal.driver?.image_url ?? null }} size={36} />
                  </span>
                  <div className="flex-grow-1 lh-sm" style={{ minWidth: 0 }}>
                    <div className="fw-semibold text-truncate">{isOwner ? name : _('proposals.mine')}</div>
                    <div className="small text-body-secondary">
                      {_('perSeat', { price: formatPrice(proposal.proposed_price) })} · {formatDateTime(proposal.proposed_departure_time)}
                    </div>
                  </div>
                  {/* Status and action stacked on the right, so a phone keeps each proposal on one row. */}
                  <div className="d-flex flex-column flex-sm-row align-items-end align-items-sm-center gap-1 gap-sm-2">
                    <ProposalStatusBadge proposal={proposal} />
                    <Button
                      size="sm"
                      variant="outline-primary"
                      onClick={() => onOpen(proposal)}
                      aria-label={isOwner ? _('proposals.viewOf', { name }) : _('proposals.viewMine')}
                    >
                      {_('proposals.view')}
                    </Button>
                  </div>
                </ListGroup.Item>
              );
            })}
          </ListGroup>
        )}
        {proposals.length > PROPOSALS_SHOWN ? (
          <Button variant="link" className="px-0 mt-2" onClick={() => setAll(!all)} aria-expanded={all}>
            {all ? _('proposals.less') : _('proposals.all', { count: proposals.length })}
          </Button>
        ) : null}
      </Card.Body>
    </Card>
  );
}
