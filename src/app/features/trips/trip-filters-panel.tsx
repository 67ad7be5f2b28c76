// The filter panel (spec 001 §2): route, date, time from/to, seats 1–6 (default 3), max price in TND, "show results"
// and "reset". A bottom offcanvas on phones, a side column on large screens.
import { useEffect, useState } from 'react';
import { Button, Form, Offcanvas } from 'react-bootstrap';
import type { TripFilters } from '../../../contract/trips';
import { FILTER_SEATS } from '../../../contract/trip-limits';
import { CitySelect } from './city-select';
import { seatsLabel } from './seats-label';

export function TripFiltersPanel({ filters, onApply, show, onHide }: {
  filters: TripFilters;
  onApply: (filters: TripFilters) => void;
  show: boolean;
  onHide: () => void;
}) {
  const [draft, setDraft] = useState(filters);
  const [seats, setSeats] = useState<number>(filters.available_seats ?? FILTER_SEATS.default);
  // The slider starts at the spec's 3, but filters only once moved: someone who needs one seat and only set a
  // price must not lose the trips with one or two seats left.
  const [seatsChosen, setSeatsChosen] = useState(filters.available_seats !== undefined);
  useEffect(() => {
    setDraft(filters);
    setSeats(filters.available_seats ?? FILTER_SEATS.default);
    setSeatsChosen(filters.available_seats !== undefined);
  }, [filters]);
  const priceInvalid = draft.max_price !== undefined && draft.max_price < 0;

  return (
    <Offcanvas id="trip-filters" show={show} onHide={onHide} placement="bottom" responsive="lg" aria-labelledby="filters-title" className="trip-filters">
      <Offcanvas.Header closeButton closeLabel="Fermer">
        <Offcanvas.Title id="filters-title">Filtres</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="flex-column">
        <form
          className="card card-body shadow-sm"
          aria-label="Filtres des trajets"
          onSubmit={(event) => {
            event.preventDefault();
            if (priceInvalid) return;
            onApply({ ...draft, available_seats: seatsChosen ? seats : undefined });
            onHide();
          }}
        >
          <h2 className="h6 d-none d-lg-block">Filtres</h2>
          <div className="mb-2">
            <CitySelect id="filter-from" label="De" value={draft.departure_city_id} onChange={(id) => setDraft({ ...draft, departure_city_id: id })} />
          </div>
          <div className="mb-2">
            <CitySelect id="filter-to" label="À" value={draft.arrival_city_id} onChange={(id) => setDraft({ ...draft, arrival_city_id: id })} />
          </div>
          <div className="mb-2">
            <label htmlFor="filter-date" className="form-label">
              Date
            </label>
            <input id="filter-date" type="date" className="form-control" value={draft.date ?? ''} onChange={(event) => setDraft({ ...draft, date: event.target.value || undefined })} />
          </div>
          <div className="row g-2 mb-2">
            <div className="col">
              <label htmlFor="filter-time-from" className="form-label">
                Heure de
              </label>
              <input id="filter-time-from" type="time" className="form-control" value={draft.time_from ?? ''} onChange={(event) => setDraft({ ...draft, time_from: event.target.value || undefined })} />
            </div>
            <div className="col">
              <label htmlFor="filter-time-to" className="form-label">
                à
              </label>
              <input id="filter-time-to" type="time" className="form-control" value={draft.time_to ?? ''} onChange={(event) => setDraft({ ...draft, time_to: event.target.value || undefined })} />
            </div>
          </div>
          <div className="mb-2">
            <label htmlFor="filter-seats" className="form-label d-flex justify-content-between">
              <span>Places</span>
              <span aria-hidden="true">{seatsLabel(seats)}</span>
            </label>
            <Form.Range
              id="filter-seats"
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
            <label htmlFor="filter-max-price" className="form-label">
              Prix maximum (TND)
            </label>
            <input
              id="filter-max-price"
              type="number"
              min={0}
              step="0.01"
              className={`form-control${priceInvalid ? ' is-invalid' : ''}`}
              value={draft.max_price ?? ''}
              aria-invalid={priceInvalid || undefined}
              aria-describedby={priceInvalid ? 'filter-max-price-error' : undefined}
              onChange={(event) => setDraft({ ...draft, max_price: event.target.value === '' ? undefined : Number(event.target.value) })}
            />
            {priceInvalid ? (
              <div id="filter-max-price-error" className="invalid-feedback d-block" role="alert">
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
