// The search bar of the announcement list: from city, to city, date.
import { useEffect, useState } from 'react';
import { Button, Col, Row } from 'react-bootstrap';
import type { LocalAnnouncementFilters } from '../../../db/announcement-queries';
import { CitySelect } from '../trips/city-select';

export function AnnouncementSearchBar({ filters, onSearch }: { filters: LocalAnnouncementFilters; onSearch: (filters: LocalAnnouncementFilters) => void }) {
  const [draft, setDraft] = useState(filters);
  useEffect(() => setDraft(filters), [filters]);
  return (
    <form
      className="card shadow-sm p-3"
      role="search"
      aria-label="Rechercher une annonce"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft);
      }}
    >
      <Row className="g-2 align-items-end">
        <Col md={4}>
          <CitySelect id="announcement-search-from" label="De" value={draft.departure_city_id} onChange={(id) => setDraft({ ...draft, departure_city_id: id })} />
        </Col>
        <Col md={4}>
          <CitySelect id="announcement-search-to" label="À" value={draft.arrival_city_id} onChange={(id) => setDraft({ ...draft, arrival_city_id: id })} />
        </Col>
        <Col md={2}>
          <label htmlFor="announcement-search-date" className="form-label">
            Date
          </label>
          <input
            id="announcement-search-date"
            type="date"
            className="form-control"
            value={draft.date ?? ''}
            onChange={(event) => setDraft({ ...draft, date: event.target.value || undefined })}
          />
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
