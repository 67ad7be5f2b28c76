// The search bar of the trip list: from city, to city, date.
import { useEffect, useState } from 'react';
import { Button, Col, Row } from 'react-bootstrap';
import type { TripFilters } from '../../../contract/trips';
import { CitySelect } from './city-select';

export function TripSearchBar({ filters, onSearch }: { filters: TripFilters; onSearch: (filters: TripFilters) => void }) {
  const [draft, setDraft] = useState(filters);
  useEffect(() => setDraft(filters), [filters]);
  return (
    <form
      className="card shadow-sm p-3"
      role="search"
      aria-label="Rechercher un trajet"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft);
      }}
    >
      <Row className="g-2 align-items-end">
        <Col md={4}>
          <CitySelect id="search-from" label="De" value={draft.departure_city_id} onChange={(id) => setDraft({ ...draft, departure_city_id: id })} />
        </Col>
        <Col md={4}>
          <CitySelect id="search-to" label="À" value={draft.arrival_city_id} onChange={(id) => setDraft({ ...draft, arrival_city_id: id })} />
        </Col>
        <Col md={2}>
          <label htmlFor="search-date" className="form-label">
            Date
          </label>
          <input id="search-date" type="date" className="form-control" value={draft.date ?? ''} onChange={(event) => setDraft({ ...draft, date: event.target.value || undefined })} />
        </Col>
        <Col md={2}>
          <Button type="submit" className="w-100">
            Rechercher
          </Button>
        </Col>
      </Row>
    </form>
  );
}
