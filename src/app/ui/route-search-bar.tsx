// The search bar of a list between cities (trips, travel requests): from city, to city, date.
import { useEffect, useState } from 'react';
import { Button, Col, Row } from 'react-bootstrap';
import { CitySelect } from '../features/trips/city-select';
import { useUiText } from './text';

export interface RouteSearch {
  departure_city_id?: number;
  arrival_city_id?: number;
  date?: string;
}

interface Props<F extends RouteSearch> {
  filters: F;
  onSearch: (filters: F) => void;
  /** Prefix of the fields' ids, so two bars on one page never share one. */
  idPrefix: string;
  /** The search landmark's name ("Rechercher un trajet"). */
  label: string;
}

export function RouteSearchBar<F extends RouteSearch>({ filters, onSearch, idPrefix, label }: Props<F>) {
  const _ = useUiText();
  const [draft, setDraft] = useState(filters);
  useEffect(() => setDraft(filters), [filters]);
  return (
    <form
      className="card shadow-sm p-3"
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft);
      }}
    >
      <Row className="g-2 align-items-end">
        <Col md={4}>
          <CitySelect
            id={`${idPrefix}-from`}
            label={_('search.from')}
            value={draft.departure_city_id}
            onChange={(id) => setDraft({ ...draft, departure_city_id: id })}
          />
        </Col>
        <Col md={4}>
          <CitySelect
            id={`${idPrefix}-to`}
            label={_('search.to')}
            value={draft.arrival_city_id}
            onChange={(id) => setDraft({ ...draft, arrival_city_id: id })}
          />
        </Col>
        <Col md={2}>
          <label htmlFor={`${idPrefix}-date`} className="form-label">
            {_('search.date')}
          </label>
          <input
            id={`${idPrefix}-date`}
            type="date"
            className="form-control"
            value={draft.date ?? ''}
            onChange={(event) => setDraft({ ...draft, date: event.target.value || undefined })}
          />
        </Col>
        <Col md={2}>
          <Button type="submit" className="w-100">
            {_('search.submit')}
          </Button>
        </Col>
      </Row>
    </form>
  );
}
