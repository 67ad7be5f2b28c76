// The status card of a travel request (spec 001 §2): its status, when it was posted, and Share — the system share
// sheet, or the link copied.
import { Button, Card } from 'react-bootstrap';
import type { AnnouncementRow } from '../../../db/database';
import { routeLabel } from '../../../db/commands/session-guard';
import { formatDate, formatDateTime } from '../../ui/format';
import { AnnouncementStatusBadge } from './announcement-status-badge';
import { sharePage } from './share';

export function AnnouncementStatusCard({ announcement }: { announcement: AnnouncementRow }) {
  const route = routeLabel(announcement);
  // A request posted offline has no server address yet: its link would open nothing elsewhere.
  const shareable = announcement.id > 0;
  return (
    <Card className="shadow-sm mb-3">
      <Card.Body>
        <h2 className="h5 d-flex align-items-center gap-2">
          Statut <AnnouncementStatusBadge announcement={announcement} />
        </h2>
        <p className="small text-body-secondary mb-3">{announcement.created_at ? `Créée le ${formatDate(announcement.created_at)}` : null}</p>
        <Button
          variant="outline-primary"
          className="w-100"
          disabled={!shareable}
          onClick={() =>
            void sharePage(
              `Demande de trajet ${route}`,
              `Un passager cherche ${route} le ${formatDateTime(announcement.desired_departure_time)} sur Mechwar.`,
              `${window.location.origin}/announcements/${announcement.id}`,
            )
          }
        >
          Share
        </Button>
      </Card.Body>
    </Card>
  );
}
