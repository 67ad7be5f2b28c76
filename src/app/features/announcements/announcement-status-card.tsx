// The status card of a travel request (spec 001 §2): its status, when it was posted, and Share — the system share
// sheet, or the link copied.
import { Button, Card } from 'react-bootstrap';
import type { AnnouncementRow } from '../../../db/database';
import { useRouteLabel } from '../listings/route-label';
import { formatDate, formatDateTime } from '../../ui/format';
import { AnnouncementStatusBadge } from './announcement-status-badge';
import { sharePage } from './share';
import { useAnnouncementsText } from './text';

export function AnnouncementStatusCard({ announcement }: { announcement: AnnouncementRow }) {
  const _ = useAnnouncementsText();
  const route = useRouteLabel()(announcement);
  // A request posted offline has no server address yet: its link would open nothing elsewhere.
  const shareable = announcement.id > 0;
  return (
    <Card className="shadow-sm mb-3">
      <Card.Body>
        <h2 className="h5 d-flex align-items-center gap-2">
          {_('fact.status')} <AnnouncementStatusBadge announcement={announcement} />
        </h2>
        <p className="small text-body-secondary mb-3">
          {announcement.created_at ? _('statusCard.created', { date: formatDate(announcement.created_at) }) : null}
        </p>
        <Button
          variant="outline-primary"
          className="w-100"
          disabled={!shareable}
          onClick={() =>
            void sharePage(
              _('statusCard.shareTitle', { route }),
              _('statusCard.shareText', { route, date: formatDateTime(announcement.desired_departure_time) }),
              `${window.location.origin}/announcements/${announcement.id}`,
            )
          }
        >
          {_('statusCard.share')}
        </Button>
      </Card.Body>
    </Card>
  );
}
