// Under the trip form's price: the suggested price for the road through the stopovers and the range allowed, as the
// driver types; a price outside it is said at once (the server refuses it too).
import { useFormContext, useWatch } from 'react-hook-form';
import { priceWithin } from '../../../contract/road-distance';
import { formatPrice } from '../../ui/format';
import { useFairPrice } from './use-fair-price';
import { useTripsText } from './text';

type RouteValues = { departure_city_id: number; arrival_city_id: number; price_per_seat: number | string; stopovers?: { city_id: number }[] };

export function FairPriceHint({ className }: { className?: string }) {
  const _ = useTripsText();
  const { control } = useFormContext<RouteValues>();
  const [from, to, price, stopovers] = useWatch({ control, name: ['departure_city_id', 'arrival_city_id', 'price_per_seat', 'stopovers'] });
  const fair = useFairPrice([Number(from), ...(stopovers ?? []).map((stop) => Number(stop.city_id)), Number(to)]);
  if (!fair) return null;
  const typed = price === '' || price === undefined ? null : Number(price);
  const outside = typed !== null && Number.isFinite(typed) && !priceWithin(typed, fair);
  return (
    <p className={`${className ?? ''} small mb-0 ${outside ? 'text-danger' : 'text-body-secondary'}`} aria-live="polite" data-testid="fair-price">
      {_('form.suggestedPrice', { price: formatPrice(fair.suggested), km: fair.distance_km, min: formatPrice(fair.min), max: formatPrice(fair.max) })}
      {outside ? <span className="d-block">{_('form.priceRange', { min: formatPrice(fair.min), max: formatPrice(fair.max) })}</span> : null}
    </p>
  );
}
