// The announcement filters (spec 001 §2, §5): route, date, the seats a driver has free (slider 1–6, default 3, "6+
// seats"), max price in TND (≥ 0), "Show results" and "Reset". A bottom offcanvas on phones, a column on large screens.
import { useEffect, useState } from 'react';
import { Button, Form, Offcanvas } from 'react-bootstrap';
import { ANNOUNCEMENT_SEATS } from '../../../contract/announcement-rules';
import { FILTER_SEATS } from '../../../contract/trip-limits';
import type { LocalAnnouncementFilters } from '../../../db/announcement-queries';
import { CitySelect } from '../trips/city-select';
import { seatsLabel } from '../trips/seats-label';

/** "6+ seats" takes every request a car can carry, up to the 8 seats a request may ask for. */
const toSeatsNeeded = (slider: number) => (slider >= FILTER_SEATS.max ? ANNOUNCEMENT_SEATS.max : slider);
const toSlider = (seatsNeeded: number | undefined) => Math.min(seatsNeeded ?? FILTER_SEATS.default, FILTER_SEATS.max);

export function AnnouncementFiltersPanel({ filters, onApply, show, onHide }: {
  filters: LocalAnnouncementFilters;
  onApply: (filters: LocalAnnouncementFilters) => void;
  show: boolean;
  onHide: () => void;
}) {
  const [draft, setDraft] = useState(filters);
  const [seats, setSeats] = useState(toSlider(filters.seats_needed));
  // The slider starts at the spec's 3 but filters only once moved: a driver who set only a price must not lose the
  // requests for four passengers or more.
  const [seatsChosen, setSeatsChosen] = useState(filters.seats_needed !== undefined);
  useEffect(() => {
    setDraft(filters);
    setSeats(toSlider(filters.seats_needed));
    setSeatsChosen(filters.seats_needed !== undefined);
  }, [filters]);
  const priceInvalid = draft.max_price !== undefined && draft.max_price < 0;

  return (
    <Offcanvas
      id="announcement-filters"
      show={show}
      onHide={onHide}
      placement="bottom"
      responsive="lg"
      aria-labelledby="announcement-filters-title"
      className="trip-filters"
    >
      <Offcanvas.Header closeButton closeLabel="Fermer">
        <Offcanvas.Title id="announcement-filters-title">Filtres</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="flex-column">
        <form
          className="card card-body shadow-sm"
          aria-label="Filtres des annonces"
          onSubmit={(event) => {
            event.preventDefault();
            if (priceInvalid) return;
            onApply({ ...draft, seats_needed: seatsChosen ? toSeatsNeeded(seats) : undefined });
            onHide();
          }}
        >
          <h2 className="h6 d-none d-lg-block">Filtres</h2>
          <div className="mb-2">
            <CitySelect id="announcement-filter-from" label="De" value={draft.departure_city_id} onChange={(id) => setDraft({ ...draft, departure_city_id: id })} />
          </div>
          <div className="mb-2">
            <CitySelect id="announcement-filter-to" label="À" value={draft.arrival_city_id} onChange={(id) => setDraft({ ...draft, arrival_city_id: id })} />
          </div>
          <div className="mb-2">
            <label htmlFor="announcement-filter-date" className="form-label">
              Date
            </label>
            <input
              id="announcement-filter-date"
              type="date"
              className="form-control"
              value={draft.date ?? ''}
              onChange={(event) => setDraft({ ...draft, date: event.target.value || undefined })}
            />
          </div>
          <div className="mb-2">
            <label htmlFor="announcement-filter-seats" className="form-label d-flex justify-content-between">
              <span>Places libres</span>
              <span aria-hidden="true">{seatsLabel(seats)}</span>
            </label>
            <Form.Range
              id="announcement-filter-seats"
              min={FILTER_SEATS.min}
              max={FILTER_SEATS.max}
              step={1}
              value={seats}
              aria-valuetext={seatsLabel(seats)}
              onChange={(event) => {
                setSeats(Number(event.target.value));
                setSeatsChosen(true);
              }}
            />
          </div>
          <div className="mb-3">
            <label htmlFor="announcement-filter-max-price" className="form-label">
              Prix maximum (TND)
            </label>
            <input
              id="announcement-filter-max-price"
              type="number"
              min={0}
              step="0.01"
              className={`form-control${priceInvalid ? ' is-invalid' : ''}`}
              value={draft.max_price ?? ''}
              aria-invalid={priceInvalid || undefined}
              aria-describedby={priceInvalid ? 'announcement-filter-max-price-error' : undefined}
              onChange={(event) => setDraft({ ...draft, max_price: event.target.value === '' ? undefined : Number(event.target.value) })}
            />
            {priceInvalid ? (
              <div id="announcement-filter-max-price-error" className="invalid-feedback d-block" role="alert">
                Le prix maximum doit être positif.
              </div>
            ) : null}
          </div>
          <div className="d-flex gap-2">
            <Button type="submit" className="flex-grow-1">
              Show results
            </Button>
            <Button
              variant="outline-secondary"
              onClick={() => {
                setSeats(FILTER_SEATS.default);
                setSeatsChosen(false);
                onApply({});
                onHide();
              }}
            >
              Reset
            </Button>
          </div>
        </form>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
