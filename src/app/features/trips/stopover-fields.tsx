// "Ajouter une étape" in the trip form (issue 39): up to five stopovers in order, each a place, a time proposed from
// the road once the place is chosen (editable), and a price from the departure the driver may set (empty: it follows
// the trip's price by distance).
import { Button } from 'react-bootstrap';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { MAX_STOPOVERS } from '../../../contract/trip-route';
import { proposedStopTime } from '../../../contract/trip-route-plan';
import { isoToTunisLocal, tunisLocalToIso } from '../../../contract/tunis-time';
import { db } from '../../../db/database';
import { CityField } from '../listings/city-field';
import { InputField } from '../../ui/input-field';
import { useTripsText } from './text';

/** A stopover as the form holds it: the time as Tunis wall time, the price as typed. */
export interface StopoverFormValue {
  city_id: number;
  departure_time: string;
  price_from_departure?: number | string;
}

type WithStopovers = { departure_city_id: number; departure_time: string; stopovers?: StopoverFormValue[] };

export function StopoverFields({ className }: { className?: string }) {
  const _ = useTripsText();
  const { control, getValues, setValue } = useFormContext<WithStopovers>();
  const { fields, append, remove } = useFieldArray({ control, name: 'stopovers' });
  const stopovers = useWatch({ control, name: 'stopovers' }) ?? [];

  /** The time the car should leave stop `index`: the stop before's time plus the road to it, if it has none yet. */
  async function proposeTime(index: number, cityId: number) {
    const values = getValues();
    if (values.stopovers?.[index]?.departure_time) return;
    const before =
      index === 0
        ? { cityId: values.departure_city_id, time: values.departure_time }
        : { cityId: values.stopovers![index - 1]!.city_id, time: values.stopovers![index - 1]!.departure_time };
    if (!before.time || !before.cityId) return;
    const [previous, next] = await Promise.all([db.cities.get(before.cityId), db.cities.get(cityId)]);
    const at = proposedStopTime({ time: Date.parse(tunisLocalToIso(before.time)), place: previous }, next);
    if (at !== null) setValue(`stopovers.${index}.departure_time`, isoToTunisLocal(new Date(at).toISOString()), { shouldDirty: true });
  }

  return (
    <fieldset className={className}>
      <legend className="form-label fs-6 mb-1">{_('form.stopovers')}</legend>
      {fields.map((field, index) => (
        <div key={field.id} className="row g-2 align-items-end border-start border-2 border-success-subtle ms-0 mb-2" data-testid="stopover-row">
          <CityField<WithStopovers>
            className="col-md-4"
            name={`stopovers.${index}.city_id`}
            id={`trip-stopover-${index}-city`}
            label={_('form.stopoverCity', { n: index + 1 })}
            onPicked={(cityId) => void proposeTime(index, cityId)}
          />
          <InputField<WithStopovers>
            className="col-md-4"
            type="datetime-local"
            name={`stopovers.${index}.departure_time`}
            id={`trip-stopover-${index}-time`}
            label={_('form.stopoverTime', { n: index + 1 })}
          />
          <InputField<WithStopovers>
            className="col-8 col-md-3"
            type="number"
            min={0}
            step="0.01"
            name={`stopovers.${index}.price_from_departure`}
            id={`trip-stopover-${index}-price`}
            label={_('form.stopoverPrice', { n: index + 1 })}
            placeholder={_('form.followsPrice')}
          />
          <div className="col-4 col-md-1 d-flex">
            <Button variant="outline-danger" size="sm" className="mb-1" onClick={() => remove(index)} aria-label={_('form.removeStopover', { n: index + 1 })}>
              ×
            </Button>
          </div>
        </div>
      ))}
      {stopovers.length < MAX_STOPOVERS ? (
        <Button variant="outline-success" size="sm" onClick={() => append({ city_id: 0, departure_time: '', price_from_departure: '' })}>
          + {_('form.addStopover')}
        </Button>
      ) : null}
    </fieldset>
  );
}
