// The travel request's header (spec 001 §2): route title and when it was posted, its status badge with icon, the
// owner's or the visitor's actions, and the three facts a driver decides on: desired departure, passengers, budget.
import type { ReactNode } from 'react';
import type { AnnouncementRow } from '../../../db/database';
import { formatDateTime, relativeTime } from '../../ui/format';
import { RouteDetailHeader } from '../listings/route-detail-header';
import { AnnouncementStatusBadge } from './announcement-status-badge';
import { useAnnouncementLabels } from './announcement-format';
import { useAnnouncementsText } from './text';
import { useAnnouncementCardsText } from './card-text';

export function AnnouncementDetailHeader({ announcement, actions }: { announcement: AnnouncementRow; actions?: ReactNode }) {
  const _ = useAnnouncementsText();
  const card = useAnnouncementCardsText();
  const { budgetLabel, seatsNeededLabel } = useAnnouncementLabels();
  return (
    <RouteDetailHeader
      row={announcement}
      posted={announcement.created_at ? _('detail.posted', { time: relativeTime(announcement.created_at) }) : null}
      badge={<AnnouncementStatusBadge announcement={announcement} />}
      actions={actions}
      facts={[
        { term: card('fact.desiredDeparture'), value: formatDateTime(announcement.desired_departure_time) },
        { term: card('fact.passengers'), value: seatsNeededLabel(announcement.seats_needed) },
        { term: card('fact.budget'), value: budgetLabel(announcement) },
      ]}
    />
  );
}
