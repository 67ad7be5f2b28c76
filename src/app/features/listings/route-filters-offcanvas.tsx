// The filters panel as react-bootstrap's responsive Offcanvas (a bottom sheet on phones and tablets that traps focus
// and closes on Escape, a column on large screens): loaded the first time a phone opens it, so a list's first page
// carries none of its modal machinery (route-filters-panel.tsx draws the same markup until then: StaticFiltersSheet).
import type { ReactNode } from 'react';
import { Offcanvas } from 'react-bootstrap';

export interface FiltersSheetProps {
  id: string;
  titleId: string;
  title: string;
  closeLabel: string;
  show: boolean;
  onHide: () => void;
  children: ReactNode;
}

export default function RouteFiltersOffcanvas({ id, titleId, title, closeLabel, show, onHide, children }: FiltersSheetProps) {
  return (
    <Offcanvas id={id} show={show} onHide={onHide} placement="bottom" responsive="lg" aria-labelledby={titleId} className="trip-filters">
      <Offcanvas.Header closeButton closeLabel={closeLabel}>
        <Offcanvas.Title id={titleId}>{title}</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="flex-column">{children}</Offcanvas.Body>
    </Offcanvas>
  );
}
