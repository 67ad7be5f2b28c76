// A labelled select of the governorate capitals, named in the active language.
import { Form } from 'react-bootstrap';
import { useCities } from '../../hooks/use-cities';
import { useCityName } from '../../i18n/use-city-name';
import { useRoutesText } from '../listings/text';

export function CitySelect({
  id,
  label,
  value,
  onChange,
  placeholder,
  isInvalid,
  describedBy,
  name,
}: {
  id: string;
  label: string;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  placeholder?: string;
  isInvalid?: boolean;
  describedBy?: string;
  name?: string;
}) {
  const _ = useRoutesText();
  const city = useCityName();
  const cities = useCities();
  return (
    <>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <Form.Select
        id={id}
        name={name}
        value={value ?? ''}
        isInvalid={isInvalid}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
      >
        <option value="">{placeholder ?? _('citySelect.all')}</option>
        {cities.map((item) => (
          <option key={item.id} value={item.id}>
            {city(item.name)}
          </option>
        ))}
      </Form.Select>
    </>
  );
}
