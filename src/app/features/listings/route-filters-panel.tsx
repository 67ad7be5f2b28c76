// The filters of a list between cities (spec 001 §2, §5): route, date, time of day where the listing has one, seats
// (slider 1–6, default 3, "6+ seats"), max price in TND (≥ 0), "Show results" and "Reset". A bottom offcanvas on phones
// and tablets, a column on large screens; each listing says what its seats mean.
import { lazy, Suspense, useEffect, useState, type ChangeEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { FILTER_SEATS } from '../../../contract/trip-limits';
import { CitySelect } from '../trips/city-select';
import { useRoutesText } from './text';
import type { FiltersSheetProps } from './route-filters-offcanvas';

const RouteFiltersOffcanvas = lazy(() => import('./route-filters-offcanvas'));

/**
 * What react-bootstrap's responsive Offcanvas draws while it is not open: the column on large screens, hidden below
 * them (Bootstrap's offcanvas-lg). The same markup, without its code, until a phone first opens the sheet.
 */
function StaticFiltersSheet({ id, titleId, title, closeLabel, onHide, children }: FiltersSheetProps) {
  return (
    <div id={id} className="trip-filters offcanvas-lg offcanvas-bottom" aria-labelledby={titleId}>
      <div className="offcanvas-header">
        <div className="offcanvas-title h5" id={titleId}>
          {title}
        </div>
        <button type="button" className="btn-close" aria-label={closeLabel} onClick={onHide} />
      </div>
      <div className="offcanvas-body flex-column">{children}</div>
    </div>
  );
}

/** The filters every listing between cities has; time of day is the trips' only. */
export interface RouteFilterFields {
  departure_city_id?: number;
  arrival_city_id?: number;
  date?: string;
  time_from?: string;
  time_to?: string;
  max_price?: number;
  /** 1: only trips taking parcels; the trips' only. */
  accepts_parcels?: number;
  women_only?: number;
}

/** What a listing sets on its panel. */
export interface RouteFiltersConfig<F extends RouteFilterFields> {
  /** The offcanvas's id, which the "Filtres" button controls. */
  id: string;
  /** Prefix of the fields' ids (the title is `${idPrefix}s-title`), so two panels never share one. */
  idPrefix: string;
  /** The form's name ("Filtres des trajets"). */
  label: string;
  /** The slider's label: the seats a trip has free, or the passengers a request carries. */
  seatsLabel: string;
  withTimeOfDay?: boolean;
  /** "Accepte les colis" (trips only: a travel request carries people). */
  withParcels?: boolean;
  /** "Entre femmes" (issue 40): trips only. */
  withWomenOnly?: boolean;
  /** Where the slider stands for these filters; undefined when they do not filter by seats. */
  sliderOf: (filters: F) => number | undefined;
  /** These filters with the slider's seats; undefined when the slider was not moved. */
  withSlider: (filters: F, slider: number | undefined) => F;
}

interface Props<F extends RouteFilterFields> extends RouteFiltersConfig<F> {
  filters: F;
  onApply: (filters: F) => void;
  show: boolean;
  onHide: () => void;
}

export function RouteFiltersPanel<F extends RouteFilterFields>(props: Props<F>) {
  const { id, idPrefix, label, filters, onApply, show, onHide, sliderOf, withSlider } = props;
  const _ = useRoutesText();
  // "6+ seats" at the top of the slider.
  const seatsLabel = (count: number) => (count >= FILTER_SEATS.max ? _('filters.seatsMax', { max: FILTER_SEATS.max }) : _('filters.seats', { count }));
  const [draft, setDraft] = useState(filters);
  const [seats, setSeats] = useState(sliderOf(filters) ?? FILTER_SEATS.default);
  // The slider starts at the spec's 3 but filters only once moved: someone who only set a price must not lose the
  // trips with one or two seats left, nor the requests for four passengers or more.
  const [seatsChosen, setSeatsChosen] = useState(sliderOf(filters) !== undefined);
  useEffect(() => {
    setDraft(filters);
    setSeats(sliderOf(filters) ?? FILTER_SEATS.default);
    setSeatsChosen(sliderOf(filters) !== undefined);
  }, [filters, sliderOf]);
  const [opened, setOpened] = useState(show);
  if (show && !opened) setOpened(true);
  const priceInvalid = draft.max_price !== undefined && draft.max_price < 0;
  const text = (key: 'date' | 'time_from' | 'time_to') => ({
    value: draft[key] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [key]: event.target.value || undefined }),
  });

  const form = (
    <form
      className="card card-body shadow-sm"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        if (priceInvalid) return;
        onApply(withSlider(draft, seatsChosen ? seats : undefined));
        onHide();
      }}
    >
      <h2 className="h6 d-none d-lg-block">{_('filters.title')}</h2>
      <div className="mb-2">
        <CitySelect
          id={`${idPrefix}-from`}
          label={_('filters.from')}
          value={draft.departure_city_id}
          onChange={(city) => setDraft({ ...draft, departure_city_id: city })}
        />
      </div>
      <div className="mb-2">
        <CitySelect
          id={`${idPrefix}-to`}
          label={_('filters.to')}
          value={draft.arrival_city_id}
          onChange={(city) => setDraft({ ...draft, arrival_city_id: city })}
        />
      </div>
      <div className="mb-2">
        <label htmlFor={`${idPrefix}-date`} className="form-label">
          {_('filters.date')}
        </label>
        <input id={`${idPrefix}-date`} type="date" className="form-control" {...text('date')} />
      </div>
      {props.withTimeOfDay ? (
        <div className="row g-2 mb-2">
          <div className="col">
            <label htmlFor={`${idPrefix}-time-from`} className="form-label">
              {_('filters.timeFrom')}
            </label>
            <input id={`${idPrefix}-time-from`} type="time" className="form-control" {...text('time_from')} />
          </div>
          <div className="col">
            <label htmlFor={`${idPrefix}-time-to`} className="form-label">
              {_('filters.timeTo')}
            </label>
            <input id={`${idPrefix}-time-to`} type="time" className="form-control" {...text('time_to')} />
          </div>
        </div>
      ) : null}
      <div className="mb-2">
        <label htmlFor={`${idPrefix}-seats`} className="form-label d-flex justify-content-between">
          <span>{props.seatsLabel}</span>
          <span aria-hidden="true">{seatsLabel(seats)}</span>
        </label>
        <Form.Range
          id={`${idPrefix}-seats`}
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
        <label htmlFor={`${idPrefix}-max-price`} className="form-label">
          {_('filters.maxPrice')}
        </label>
        <input
          id={`${idPrefix}-max-price`}
          type="number"
          min={0}
          step="0.01"
          className={`form-control${priceInvalid ? ' is-invalid' : ''}`}
          value={draft.max_price ?? ''}
          aria-invalid={priceInvalid || undefined}
          aria-describedby={priceInvalid ? `${idPrefix}-max-price-error` : undefined}
          onChange={(event) => setDraft({ ...draft, max_price: event.target.value === '' ? undefined : Number(event.target.value) })}
        />
        {priceInvalid ? (
          <div id={`${idPrefix}-max-price-error`} className="invalid-feedback d-block" role="alert">
            {_('filters.maxPriceInvalid')}
          </div>
        ) : null}
      </div>
      {props.withWomenOnly ? (
        <Form.Check
          id={`${idPrefix}-women-only`}
          className="mb-2"
          label={_('filters.womenOnly')}
          checked={draft.women_only === 1}
          onChange={(event) => setDraft({ ...draft, women_only: event.target.checked ? 1 : undefined })}
        />
      ) : null}
      {props.withParcels ? (
        <Form.Check
          id={`${idPrefix}-accepts-parcels`}
          className="mb-3"
          label={_('filters.parcels')}
          checked={draft.accepts_parcels === 1}
          onChange={(event) => setDraft({ ...draft, accepts_parcels: event.target.checked ? 1 : undefined })}
        />
      ) : null}
      <div className="d-flex gap-2">
        <Button type="submit" className="flex-grow-1">
          {_('filters.show')}
        </Button>
        <Button
          variant="outline-secondary"
          onClick={() => {
            setSeats(FILTER_SEATS.default);
            setSeatsChosen(false);
            onApply({} as F);
            onHide();
          }}
        >
          {_('filters.reset')}
        </Button>
      </div>
    </form>
  );
  const sheet: FiltersSheetProps = { id, titleId: `${idPrefix}s-title`, title: _('filters.title'), closeLabel: _('close'), show, onHide, children: form };
  // Once a phone has opened it, the sheet stays react-bootstrap's (it animates out, restores focus, and so on).
  return opened ? (
    <Suspense fallback={<StaticFiltersSheet {...sheet} />}>
      <RouteFiltersOffcanvas {...sheet} />
    </Suspense>
  ) : (
    <StaticFiltersSheet {...sheet} />
  );
}
