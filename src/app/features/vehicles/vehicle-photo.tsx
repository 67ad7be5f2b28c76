// A vehicle's photo: the one chosen here (not sent yet) from the device, else the server's, else a car icon.
import { useObjectUrl } from '../../hooks/use-object-url';
import { CarIcon } from '../../ui/icons';
import type { VehicleRow } from '../../../db/database';
import { useVehiclesText } from './text';

export function VehiclePhoto({ vehicle, size = 56 }: { vehicle: VehicleRow; size?: number }) {
  const _ = useVehiclesText();
  const localUrl = useObjectUrl(vehicle._localPhoto);
  const src = localUrl ?? vehicle.photo_url;
  const style = { width: size, height: size * 0.75 };
  const name = `${vehicle.make} ${vehicle.model}`;
  if (src) return <img src={src} alt={_('photo.alt', { name })} className="rounded object-fit-cover" style={style} />;
  return (
    <span
      className="rounded bg-body-secondary d-inline-flex align-items-center justify-content-center"
      style={style}
      role="img"
      aria-label={_('photo.none', { name })}
    >
      <CarIcon width={size * 0.45} height={size * 0.45} />
    </span>
  );
}
