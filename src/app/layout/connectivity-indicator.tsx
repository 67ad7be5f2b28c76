// Always-visible network state: offline, and how many changes wait to be sent (opens the unsent-changes list).
import { useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { useIsOffline } from '../hooks/use-is-offline';
import { useUnsentCount } from '../hooks/use-unsent';
import { UnsentChanges } from '../features/outbox/unsent-changes';

export function unsentLabel(count: number) {
  return count === 1 ? '1 modification non envoyée' : `${count} modifications non envoyées`;
}

export function ConnectivityIndicator() {
  const offline = useIsOffline();
  const unsent = useUnsentCount();
  const [open, setOpen] = useState(false);
  return (
    <div className="d-flex align-items-center gap-2" role="status" aria-live="polite" data-testid="connectivity">
      {offline ? (
        <Badge bg="secondary" className="connectivity-offline">
          <span aria-hidden="true">● </span>Hors ligne
        </Badge>
      ) : null}
      {unsent > 0 ? (
        <Button size="sm" variant="outline-warning" className="text-warning-emphasis" onClick={() => setOpen(true)} data-testid="unsent-count">
          {unsentLabel(unsent)}
        </Button>
      ) : null}
      <UnsentChanges show={open} onHide={() => setOpen(false)} />
    </div>
  );
}
