// An announcement's status badge: colour and icon from the status tables, its label in the active language by status
// code — an open request whose desired time has passed reads Expired here too, as the server would send it now.
import { Badge } from 'react-bootstrap';
import { announcementStatusAt } from '../../../contract/announcement-rules';
import { ANNOUNCEMENT_STATUS_BADGE, ANNOUNCEMENT_STATUS_ICON, ANNOUNCEMENT_STATUS_TEXT } from '../../../contract/statuses';
import type { AnnouncementRow } from '../../../db/database';
import { StatusIcon } from './status-icons';
import { useAnnouncementCardsText } from './card-text';

type StatusFields = Pick<AnnouncementRow, 'status' | 'status_text' | 'desired_departure_time'>;

/** The status a reader sees now. */
export const shownStatus = (row: StatusFields, now = Date.now()) => announcementStatusAt(row.status, row.desired_departure_time, now);

export function AnnouncementStatusBadge({ announcement }: { announcement: StatusFields }) {
  const _ = useAnnouncementCardsText();
  const status = shownStatus(announcement);
  // The server's French status_text only for a code this version does not know.
  const text =
    status in ANNOUNCEMENT_STATUS_TEXT
      ? _(`status.${status}` as 'status.0')
      : (status === announcement.status && announcement.status_text) || _('status.unknown');

  return (
    <Badge bg={ANNOUNCEMENT_STATUS_BADGE[status] ?? 'secondary'} className="d-inline-flex align-items-center gap-1" data-testid="announcement-status">
      <StatusIcon name={ANNOUNCEMENT_STATUS_ICON[status] ?? ''} />
      {text}
    </Badge>
  );
}
