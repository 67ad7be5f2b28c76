// A labelled select of the governorate capitals.
import { Form } from 'react-bootstrap';
import { useCities } from '../../hooks/use-cities';

export function CitySelect({ id, label, value, onChange, placeholder = 'Toutes les villes', isInvalid, describedBy, name }: {
  id: string;
  label: string;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  placeholder?: string;
  isInvalid?: boolean;
  describedBy?: string;
  name?: string;
}) {
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
        <option value="">{placeholder}</option>
        {cities.map((city) => (
          <option key={city.id} value={city.id}>
            {city.name}
          </option>
        ))}
      </Form.Select>
    </>
  );
}
