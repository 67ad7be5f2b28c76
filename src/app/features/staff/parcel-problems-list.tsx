// The staff desk's parcel problems (DESIGN.md §9): what was reported, by whom and when, with the parcel's route,
// sender, recipient and driver, so staff can call the right person, and resolve it with a note. Kept on the device
// for offline looks; resolving needs the network.
import { useEffect } from 'react';
import { ListGroup } from 'react-bootstrap';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/database';
import { keptParcelProblems } from '../../../db/staff-parcel-problems';
import { displayPhone } from '../../../contract/phone';
import { sync } from '../../../sync/client';
import { formatDateTime, personName } from '../../ui/format';
import { SyncedAt } from '../../ui/synced-at';
import { parcelSummary } from '../parcels/parcel-words';
import { useParcelsText } from '../parcels/text';
import { useRouteLabel } from '../listings/route-label';
import { ResolveProblemForm } from './resolve-problem-form';
import { useStaffText } from './text';

export function ParcelProblemsList({ reloads }: { reloads: number }) {
  const _ = useStaffText();
  // The parcels' words name each parcel (its size), the routes' its trip.
  useParcelsText();
  const routeLabel = useRouteLabel();
  const kept = useLiveQuery(() => keptParcelProblems(db), []);
  useEffect(() => {
    void sync.staffParcelProblems();
  }, [reloads]);
  if (kept === undefined) return null;
  const list = kept?.list ?? [];
  return (
    <section className="mb-4" aria-labelledby="staff-parcels-title">
      <h2 id="staff-parcels-title" className="h5">
        {_('parcels.title', { count: list.length })}
      </h2>
      {kept ? <SyncedAt at={kept.at} /> : null}
      {list.length === 0 ? (
        <p className="text-body-secondary">{_('parcels.none')}</p>
      ) : (
        <ListGroup aria-label={_('parcels.label')}>
          {list.map((parcel) => (
            <ListGroup.Item key={parcel.id} as="article" data-testid="staff-parcel-problem">
              <div className="d-flex flex-wrap justify-content-between gap-2">
                <h3 className="h6 mb-1">{_('parcels.heading', { id: parcel.id, summary: parcelSummary(parcel) })}</h3>
                {parcel.reported_at ? <span className="small text-body-secondary">{formatDateTime(parcel.reported_at)}</span> : null}
              </div>
              <div className="small text-body-secondary mb-1">
                {parcel.trip ? `${routeLabel(parcel.trip)} · ` : ''}
                {_('parcels.sender', { name: personName(parcel.sender) || `#${parcel.sender_id}` })} ·{' '}
                {_('parcels.driver', { name: personName(parcel.trip?.driver) || `#${parcel.driver_id}` })} ·{' '}
                {_('parcels.recipient', { name: parcel.recipient_name })} (<span dir="ltr">{displayPhone(parcel.recipient_phone)}</span>)
              </div>
              <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
                {parcel.problem}
              </p>
              <ResolveProblemForm parcelId={parcel.id} />
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </section>
  );
}
