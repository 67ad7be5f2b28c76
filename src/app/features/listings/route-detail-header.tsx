// The header of a trip's or a travel request's page: the route and when it was posted, the status badge and the
// reader's actions, then the three facts a reader decides on.
import { uiText } from '../../ui/text';
import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';
import type { routeLabel } from '../../../db/commands/session-guard';
import { useRouteLabel } from './route-label';

export interface HeaderFact {
  term: string;
  value: ReactNode;
  testId?: string;
}

export function RouteDetailHeader({
  row,
  posted,
  badge,
  actions,
  facts,
}: {
  row: Parameters<typeof routeLabel>[0] & { _pending?: unknown[] };
  /** "Publié il y a 2 heures", or null while the server has not dated it. */
  posted: string | null;
  badge: ReactNode;
  actions?: ReactNode;
  facts: HeaderFact[];
}) {
  const labelOf = useRouteLabel();
  return (
    <Card className="shadow-sm mb-3">
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
          <div>
            <h1 className="h3 mb-1">{labelOf(row)}</h1>
            <p className="small text-body-secondary mb-0">
              {posted}
              {row._pending?.length ? <span className="ms-2 text-warning-emphasis">{uiText('status.notSentYet')}</span> : null}
            </p>
          </div>
          <div className="d-flex flex-wrap align-items-center gap-2">
            {badge}
            {actions}
          </div>
        </div>
        <dl className="row mt-3 mb-0">
          {facts.map((fact) => (
            <div key={fact.term} className="col-sm-4">
              <dt className="small text-body-secondary fw-normal">{fact.term}</dt>
              <dd className="fw-semibold mb-2" data-testid={fact.testId}>
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
      </Card.Body>
    </Card>
  );
}
