// The trip's route map, loaded on demand: Leaflet lives in its own chunk, fetched only when a page shows a map.
// Missing or impossible coordinates (or a chunk that cannot load) show a placeholder card instead.
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Card, Spinner } from 'react-bootstrap';

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

export const MAP_UNAVAILABLE = 'Carte indisponible';

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
    return this.state.failed ? <MapPlaceholder>{MAP_UNAVAILABLE}</MapPlaceholder> : this.props.children;
  }
}

export function RouteMapLoader({ from, to }: { from: MapCity | null | undefined; to: MapCity | null | undefined }) {
  const start = mapPoint(from);
  const end = mapPoint(to);
  if (!start || !end) {
    return (
      <MapPlaceholder>
        <span>{MAP_UNAVAILABLE} : coordonnées du trajet inconnues.</span>
      </MapPlaceholder>
    );
  }
  const label = `Carte du trajet ${start.name} → ${end.name}`;
  return (
    <Card className="shadow-sm mb-3 overflow-hidden">
      <MapErrorBoundary>
        <Suspense
          fallback={
            <div className="d-flex align-items-center justify-content-center gap-2 text-body-secondary" style={{ height: 320 }}>
              <Spinner animation="border" size="sm" aria-hidden="true" /> Chargement de la carte...
            </div>
          }
        >
          <RouteMap from={start} to={end} label={label} />
        </Suspense>
      </MapErrorBoundary>
    </Card>
  );
}
