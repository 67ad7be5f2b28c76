// The Leaflet map of a route: both cities and the stopovers as circle markers, a line through them in order, zoom 7
// centred between the two ends.
// Imported only through route-map-loader (React.lazy), so Leaflet and its CSS stay out of the main chunk.
import { useEffect } from 'react';
import { CircleMarker, MapContainer, Polyline, TileLayer, Tooltip, useMap } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import { DEFAULT_TILE_URL } from '../../../contract/map-tiles';
import type { MapPoint } from './route-map-loader';

export const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
/** Spec 001 §9: default zoom 7, centred between the two cities. */
export const ROUTE_MAP_ZOOM = 7;

export const tileUrl = import.meta.env.VITE_MAP_TILE_URL || DEFAULT_TILE_URL;

/** Leaflet's container is focusable (keyboard panning): give it a name for screen readers. */
export function AccessibleName({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

export default function RouteMap({ from, to, stops = [], label }: { from: MapPoint; to: MapPoint; stops?: MapPoint[]; label: string }) {
  const center: [number, number] = [(from.lat + to.lat) / 2, (from.lng + to.lng) / 2];
  return (
    // Left to right in every language: Leaflet lays out its controls and tiles for it (Arabic pages included).
    <div dir="ltr">
      <MapContainer center={center} zoom={ROUTE_MAP_ZOOM} scrollWheelZoom={false} style={{ height: 320, width: '100%' }}>
        <AccessibleName label={label} />
        {/* CORS tiles, so the service worker can keep real copies of the ones seen (the map works offline). */}
        <TileLayer url={tileUrl} attribution={OSM_ATTRIBUTION} crossOrigin="anonymous" />
        <Polyline
          positions={[from, ...stops, to].map((point): [number, number] => [point.lat, point.lng])}
          pathOptions={{ color: '#0b7a55', weight: 4, dashArray: '8 6' }}
        />
        {stops.map((stop) => (
          <CircleMarker
            key={`${stop.lat},${stop.lng}`}
            center={[stop.lat, stop.lng]}
            radius={6}
            pathOptions={{ color: '#0b7a55', fillColor: '#ffffff', fillOpacity: 1 }}
          >
            <Tooltip direction="top">{stop.name}</Tooltip>
          </CircleMarker>
        ))}
        <CircleMarker center={[from.lat, from.lng]} radius={8} pathOptions={{ color: '#0b7a55', fillColor: '#0b7a55', fillOpacity: 1 }}>
          <Tooltip permanent direction="top">
            {from.name}
          </Tooltip>
        </CircleMarker>
        <CircleMarker center={[to.lat, to.lng]} radius={8} pathOptions={{ color: '#c0392b', fillColor: '#c0392b', fillOpacity: 1 }}>
          <Tooltip permanent direction="top">
            {to.name}
          </Tooltip>
        </CircleMarker>
      </MapContainer>
    </div>
  );
}
