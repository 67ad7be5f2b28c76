// The parcel's history as sender, driver and recipient see it: each status reached, when, and why where it says.
import type { ParcelEvent } from '../../../contract/parcels';
import { formatDateTime } from '../../ui/format';
import { statusLabel } from './parcel-words';
import { useParcelsText } from './text';

export function ParcelTimeline({ events }: { events: ParcelEvent[] }) {
  const _ = useParcelsText();
  return (
    <ol className="parcel-timeline list-unstyled mb-0" aria-label={_('history.label')}>
      {events.map((event, index) => (
        <li key={`${event.at}-${index}`} className="d-flex gap-2 mb-2" data-testid="parcel-event">
          <span className="parcel-timeline-dot mt-1" aria-hidden="true" />
          <div>
            <div className="fw-semibold">{statusLabel(event.status, event.status_text)}</div>
            <div className="small text-body-secondary">{formatDateTime(event.at)}</div>
            {event.note ? <div className="small">{event.note}</div> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
