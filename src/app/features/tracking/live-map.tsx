// The live map of a trip under way: where the car is (grey once its position is stale), the trail behind it, and the
// arrival place. Imported only through React.lazy, so Leaflet stays out of the main chunk.
import { useEffect } from 'react';
import { CircleMarker, MapContainer, Polyline, TileLayer, Tooltip, useMap } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import { AccessibleName, OSM_ATTRIBUTION, tileUrl } from '../trips/route-map';
import type { MapPoint } from '../trips/route-map-loader';

export interface LiveMapProps {
  car: { lat: number; lng: number } | null;
  stale: boolean;
  trail: Array<[number, number]>;
  from: MapPoint | null;
  to: MapPoint | null;
  label: string;
}

/** Keeps the car in view as it moves, without fighting a person who panned away to look at something. */
function FollowCar({ car }: { car: LiveMapProps['car'] }) {
  const map = useMap();
  useEffect(() => {
    if (car && !map.getBounds().pad(-0.2).contains([car.lat, car.lng])) map.panTo([car.lat, car.lng]);
  }, [map, car]);
  return null;
}

export default function LiveMap({ car, stale, trail, from, to, label }: LiveMapProps) {
  const center: [number, number] = car ? [car.lat, car.lng] : from && to ? [(from.lat + to.lat) / 2, (from.lng + to.lng) / 2] : [36.8, 10.18];
  return (
    // Left to right in every language: Leaflet lays out its controls and tiles for it (Arabic pages included).
    <div dir="ltr">
      <MapContainer center={center} zoom={car ? 11 : 7} scrollWheelZoom={false} style={{ height: 320, width: '100%' }}>
        <AccessibleName label={label} />
        <TileLayer url={tileUrl} attribution={OSM_ATTRIBUTION} crossOrigin="anonymous" />
        <FollowCar car={car} />
        {trail.length > 1 ? <Polyline positions={trail} pathOptions={{ color: '#0b7a55', weight: 4 }} /> : null}
        {to ? (
          <CircleMarker center={[to.lat, to.lng]} radius={8} pathOptions={{ color: '#c0392b', fillColor: '#c0392b', fillOpacity: 1 }}>
            <Tooltip permanent direction="top">
              {to.name}
            </Tooltip>
          </CircleMarker>
        ) : null}
        {car ? (
          <CircleMarker
            center={[car.lat, car.lng]}
            radius={10}
            pathOptions={{ color: '#fff', weight: 3, fillColor: stale ? '#8a8f94' : '#0d6efd', fillOpacity: 1 }}
          />
        ) : null}
      </MapContainer>
    </div>
  );
}
