// The route part of a form for something moving between two cities (a trip, a travel request): the two cities, the
// pickup and drop-off places, and the departure time, read from and written to the form around it.
import type { FieldValues, Path } from 'react-hook-form';
import { InputField } from '../../ui/input-field';
import { CityField } from './city-field';
import { useRoutesText } from './text';

interface Labelled {
  id: string;
  label: string;
}

/** The form's field names for these are the contract's: departure_city_id, arrival_city_id, departure_location, arrival_location. */
export interface RouteFieldsProps<T extends FieldValues> {
  /** The cities' ids are `${idPrefix}-departure-city` and `${idPrefix}-arrival-city`. */
  idPrefix: string;
  pickup: Labelled;
  dropOff: Labelled;
  /** A datetime-local in Tunis time; each kind names it its own way (departure_time, desired_departure_time). */
  departure: Labelled & { name: Path<T> };
}

export function RouteFields<T extends FieldValues>({ idPrefix, pickup, dropOff, departure }: RouteFieldsProps<T>) {
  const _ = useRoutesText();
  return (
    <>
      <CityField<T> name={'departure_city_id' as Path<T>} id={`${idPrefix}-departure-city`} label={_('fields.departureCity')} />
      <CityField<T> name={'arrival_city_id' as Path<T>} id={`${idPrefix}-arrival-city`} label={_('fields.arrivalCity')} />

      <InputField<T> className="col-md-6 mb-3" id={pickup.id} label={pickup.label} name={'departure_location' as Path<T>} />
      <InputField<T> className="col-md-6 mb-3" id={dropOff.id} label={dropOff.label} name={'arrival_location' as Path<T>} />
      <InputField<T> className="col-md-6 mb-3" id={departure.id} label={departure.label} type="datetime-local" name={departure.name} />
    </>
  );
}
