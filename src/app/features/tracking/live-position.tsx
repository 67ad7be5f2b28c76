// The car on the map with the arrival estimate and how fresh the position is: what every follower of a trip under
// way sees (driver, accepted passengers, a relative with a share link), drawn from the mirror, offline too.
import { lazy, Suspense } from 'react';
import { Spinner } from 'react-bootstrap';
import type { ArrivalEstimate, TrackedPoint } from '../../../contract/tracking';
import { arrivalShown } from '../../../db/arrival-shown';
import { mapPoint, type MapCity } from '../trips/route-map-loader';
import { WhenNear } from '../../ui/when-near';
import { ARRIVAL_ESTIMATED, LAST_POSITION, UPDATED } from './tracking-words';

const LiveMap = lazy(() => import('./live-map'));

export interface LivePositionProps {
  lastPoint: TrackedPoint | null;
  estimate: ArrivalEstimate | null;
  trail: TrackedPoint[];
  from: MapCity | null | undefined;
  to: MapCity | null | undefined;
  sharing: boolean;
  now: number;
}

export function LivePosition({ lastPoint, estimate, trail, from, to, sharing, now }: LivePositionProps) {
  const shown = arrivalShown(lastPoint, sharing ? estimate : null, now);
  const start = mapPoint(from);
  const end = mapPoint(to);
  return (
    <div data-testid="live-position">
      <div aria-live="polite" className="mb-2">
        {shown.arrivalAt !== null ? <p className="fs-5 fw-semibold mb-1" data-testid="arrival-estimate">{ARRIVAL_ESTIMATED(shown.arrivalAt)}</p> : null}
        {shown.age !== null ? (
          <p className={`small mb-0 ${shown.stale ? 'text-warning-emphasis' : 'text-body-secondary'}`} data-testid="position-age">
            {shown.stale ? LAST_POSITION(shown.age) : UPDATED(shown.age)}
          </p>
        ) : (
          <p className="small text-body-secondary mb-0">{sharing ? 'En attente de la première position du chauffeur…' : 'Aucune position partagée.'}</p>
        )}
      </div>
      <div
        className="rounded overflow-hidden border"
        data-testid="live-map"
        data-car={lastPoint ? `${lastPoint.lat.toFixed(5)},${lastPoint.lng.toFixed(5)}` : ''}
        data-trail={trail.length}
        data-stale={shown.stale ? 'true' : 'false'}
      >
        <WhenNear minHeight={320} margin="200px">
          <Suspense
            fallback={
              <div className="d-flex align-items-center justify-content-center gap-2 text-body-secondary" style={{ height: 320 }}>
                <Spinner animation="border" size="sm" aria-hidden="true" /> Chargement de la carte...
              </div>
            }
          >
            <LiveMap
              car={lastPoint}
              stale={shown.stale}
              trail={trail.map((point) => [point.lat, point.lng])}
              from={start}
              to={end}
              label={`Position en direct du trajet ${start?.name ?? ''} → ${end?.name ?? ''}`}
            />
          </Suspense>
        </WhenNear>
      </div>
    </div>
  );
}
