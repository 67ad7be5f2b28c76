// A list of things moving between two cities (trips, travel requests): search bar, "Filtres", the filters panel, the
// cards, "Voir Plus". On a phone the search bar folds into "Filtres" (its panel has the same fields), so the first
// card shows without scrolling.
import { useDeferredValue, useState, type ReactNode } from 'react';
import { Button, Col, Row, Spinner } from 'react-bootstrap';
import { RouteSearchBar } from '../../ui/route-search-bar';
import { SyncedAt } from '../../ui/synced-at';
import { RouteFiltersPanel, type RouteFilterFields, type RouteFiltersConfig } from './route-filters-panel';
import type { RouteSearchState } from './use-route-search';
import { useRoutesText } from './text';

/** What a listing says, in its own words. */
export interface RouteListingTexts {
  /** The results' heading, for screen readers. */
  heading: string;
  /** The search landmark's name ("Rechercher un trajet"). */
  searchLabel: string;
  /** Announced after each refresh: a short count, not the whole grid. */
  shown: (count: number) => string;
  loading: string;
  empty: string;
}

interface Props<F extends RouteFilterFields, Row> {
  search: RouteSearchState<F, Row>;
  /** Prefix of the search bar's ids. */
  searchIdPrefix: string;
  filtersPanel: RouteFiltersConfig<F>;
  texts: RouteListingTexts;
  /** Said under the empty list when the server could not be asked; null when nothing is to be said. */
  failure: string | null;
  rowKey: (row: Row) => number;
  card: (row: Row) => ReactNode;
}

export function RouteListing<F extends RouteFilterFields, Row>({ search, searchIdPrefix, filtersPanel, texts, failure, rowKey, card }: Props<F, Row>) {
  const _ = useRoutesText();
  const [showFilters, setShowFilters] = useState(false);
  // The cards are drawn in a transition, in slices between which the phone answers taps and paints: a page of
  // cards arriving from the mirror at once would otherwise hold the main thread for the whole page's render.
  const list = useDeferredValue(search.rows);
  const loading = useDeferredValue(search.loading);
  return (
    <>
      <div className="d-none d-md-block">
        <RouteSearchBar filters={search.filters} onSearch={search.apply} idPrefix={searchIdPrefix} label={texts.searchLabel} />
      </div>
      <div className="d-flex justify-content-between align-items-center mt-md-3">
        <SyncedAt at={search.syncedAt} />
        <Button
          // Green, not grey: on the landing page's tinted section grey text falls under 4.5:1.
          variant="outline-primary"
          className="d-lg-none"
          aria-controls={filtersPanel.id}
          aria-expanded={showFilters}
          onClick={() => setShowFilters(true)}
        >
          {_('filters.title')}
        </Button>
      </div>
      <Row className="mt-2 g-4">
        <Col lg={3}>
          <RouteFiltersPanel {...filtersPanel} filters={search.filters} onApply={search.apply} show={showFilters} onHide={() => setShowFilters(false)} />
        </Col>
        <Col lg={9}>
          <h2 className="visually-hidden">{texts.heading}</h2>
          <p className="visually-hidden" role="status">
            {list ? texts.shown(list.length) : ''}
          </p>
          {loading ? (
            <div className="text-center py-5">
              <Spinner animation="border" role="status">
                <span className="visually-hidden">{texts.loading}</span>
              </Spinner>
            </div>
          ) : list && list.length > 0 ? (
            <Row xs={1} md={2} className="g-3">
              {list.map((row) => (
                <Col key={rowKey(row)}>{card(row)}</Col>
              ))}
            </Row>
          ) : (
            <div className="text-center py-5">
              <p className="h5">{texts.empty}</p>
              {failure ? <p className="text-body-secondary">{failure}</p> : null}
            </div>
          )}
          {search.hasMore && list && list.length > 0 ? (
            <div className="text-center mt-4">
              <Button variant="outline-primary" onClick={search.more} disabled={search.refreshing}>
                {_('listing.more')}
              </Button>
            </div>
          ) : null}
        </Col>
      </Row>
    </>
  );
}
