// The trip's route map, loaded on demand: Leaflet lives in its own chunk, fetched only when a page shows a map.
// Missing or impossible coordinates (or a chunk that cannot load) show a placeholder card instead.
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Card, Spinner } from 'react-bootstrap';
import { useCityName } from '../../i18n/use-city-name';
import { routesText, useRoutesText } from '../listings/text';

export interface MapCity {
  name: string;
  latitude?: number | null;
  longitude?: number | null;
}

export interface MapPoint {
  name: string;
  lat: number;
  lng: number;
}

const RouteMap = lazy(() => import('./route-map'));

/** A city with a finite latitude in [-90, 90] and longitude in [-180, 180], else null. */
export function mapPoint(city: MapCity | null | undefined): MapPoint | null {
  if (!city) return null;
  const { latitude: lat, longitude: lng } = city;
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { name: city.name, lat, lng };
}

function MapPlaceholder({ children }: { children: ReactNode }) {
  return (
    <Card className="shadow-sm mb-3 route-map-placeholder" data-testid="map-placeholder">
      <Card.Body className="d-flex align-items-center justify-content-center text-body-secondary" style={{ minHeight: 200 }}>
        {children}
      </Card.Body>
    </Card>
  );
}

/** Leaflet failing (or its chunk missing offline) must not take the trip page down with it. */
class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    // Rendered after the page (and its words) showed: the map fails later, when its chunk or Leaflet does.
    return this.state.failed ? <MapPlaceholder>{routesText('map.unavailable')}</MapPlaceholder> : this.props.children;
  }
}

export function RouteMapLoader({
  from,
  to,
  stops = [],
}: {
  from: MapCity | null | undefined;
  to: MapCity | null | undefined;
  stops?: (MapCity | null | undefined)[];
}) {
  const _ = useRoutesText();
  const city = useCityName();
  // The cities as the reader's language names them, on the map's labels too.
  const [start, end] = [mapPoint(from), mapPoint(to)].map((point) => (point ? { ...point, name: city(point.name) } : null));
  // A stopover without coordinates is left off the map; the line goes straight from the one before to the one after.
  const between = stops.flatMap((stop) => {
    const point = mapPoint(stop);
    return point ? [{ ...point, name: city(point.name) }] : [];
  });
  if (!start || !end) {
    return (
      <MapPlaceholder>
        <span>{_('map.noCoordinates')}</span>
      </MapPlaceholder>
    );
  }
  const label = _('map.label', { from: start.name, to: end.name });
  return (
    <Card className="shadow-sm mb-3 overflow-hidden">
      <MapErrorBoundary>
        <Suspense
          fallback={
            <div className="d-flex align-items-center justify-content-center gap-2 text-body-secondary" style={{ height: 320 }}>
              <Spinner animation="border" size="sm" aria-hidden="true" /> {_('map.loading')}
            </div>
          }
        >
          <RouteMap from={start} to={end} stops={between} label={label} />
        </Suspense>
      </MapErrorBoundary>
    </Card>
  );
}
