// The parcel's history as sender, driver and recipient see it: each status reached, when, and why where it says.
import { PARCEL_STATUS_TEXT } from '../../../contract/statuses';
import type { ParcelEvent } from '../../../contract/parcels';
import { formatDateTime } from '../../ui/format';

export function ParcelTimeline({ events }: { events: ParcelEvent[] }) {
  return (
    <ol className="parcel-timeline list-unstyled mb-0" aria-label="Historique du colis">
      {events.map((event, index) => (
        <li key={`${event.at}-${index}`} className="d-flex gap-2 mb-2" data-testid="parcel-event">
          <span className="parcel-timeline-dot mt-1" aria-hidden="true" />
          <div>
            <div className="fw-semibold">{PARCEL_STATUS_TEXT[event.status] ?? event.status_text}</div>
            <div className="small text-body-secondary">{formatDateTime(event.at)}</div>
            {event.note ? <div className="small">{event.note}</div> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
