// The car on the map with the arrival estimate and how fresh the position is: what every follower of a trip under
// way sees (driver, accepted passengers, a relative with a share link), drawn from the mirror, offline too.
import { lazy, Suspense } from 'react';
import { Spinner } from 'react-bootstrap';
import type { ArrivalEstimate, TrackedPoint, TrackingDestination } from '../../../contract/tracking';
import { arrivalShown } from '../../../db/arrival-shown';
import { mapPoint, type MapCity } from '../trips/route-map-loader';
import { WhenNear } from '../../ui/when-near';
import { useCityName } from '../../i18n/use-city-name';
import { useTrackingText } from './text';
import { ago, clockTime } from './tracking-words';

const LiveMap = lazy(() => import('./live-map'));

export interface LivePositionProps {
  lastPoint: TrackedPoint | null;
  estimate: ArrivalEstimate | null;
  trail: TrackedPoint[];
  from: MapCity | null | undefined;
  to: MapCity | null | undefined;
  sharing: boolean;
  now: number;
  /** The follower's own stop before the trip's arrival (a passenger of a leg): its estimate is theirs. */
  destination?: TrackingDestination | null;
}

export function LivePosition({ lastPoint, estimate, trail, from, to, sharing, now, destination }: LivePositionProps) {
  const _ = useTrackingText();
  const city = useCityName();
  const shown = arrivalShown(lastPoint, sharing ? (destination ? destination.estimate : estimate) : null, now);
  const ownStop = destination?.city?.name ? city(destination.city.name) : null;
  // The cities as the active language names them, on the map's arrival label too.
  const named = (point: ReturnType<typeof mapPoint>) => point && { ...point, name: city(point.name) };
  const start = named(mapPoint(from));
  const end = named(mapPoint(to));
  return (
    <div data-testid="live-position">
      <div aria-live="polite" className="mb-2">
        {shown.arrivalAt !== null ? (
          <p className="fs-5 fw-semibold mb-1" data-testid="arrival-estimate">
            {ownStop ? _('arrivalAtStop', { city: ownStop, time: clockTime(shown.arrivalAt) }) : _('arrival', { time: clockTime(shown.arrivalAt) })}
          </p>
        ) : null}
        {shown.age !== null ? (
          <p className={`small mb-0 ${shown.stale ? 'text-warning-emphasis' : 'text-body-secondary'}`} data-testid="position-age">
            {_(shown.stale ? 'lastPosition' : 'updated', { ago: ago(shown.age) })}
          </p>
        ) : (
          <p className="small text-body-secondary mb-0">{sharing ? _('position.waiting') : _('position.none')}</p>
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
                <Spinner animation="border" size="sm" aria-hidden="true" /> {_('map.loading')}
              </div>
            }
          >
            <LiveMap
              car={lastPoint}
              stale={shown.stale}
              trail={trail.map((point) => [point.lat, point.lng])}
              from={start}
              to={end}
              label={_('map.label', { from: start?.name ?? '', to: end?.name ?? '' })}
            />
          </Suspense>
        </WhenNear>
      </div>
    </div>
  );
}
