// Always-visible network state: offline, and how many changes wait to be sent (opens the unsent-changes list).
import { lazy, useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { useIsOffline } from '../hooks/use-is-offline';
import { useUnsentCount } from '../hooks/use-unsent';
import { WhenShown } from '../ui/when-shown';
import { useText, type Translate } from '../i18n/use-text';

// The list loads when first opened: most visits never have a change waiting.
const UnsentChanges = lazy(async () => ({ default: (await import('../features/outbox/unsent-changes')).UnsentChanges }));

export function unsentLabel(_: Translate, count: number) {
  return _('connectivity.unsent', { count });
}

export function ConnectivityIndicator() {
  const offline = useIsOffline();
  const unsent = useUnsentCount();
  const [open, setOpen] = useState(false);
  const _ = useText();
  return (
    <div className="d-flex align-items-center gap-2" role="status" aria-live="polite" data-testid="connectivity">
      {offline ? (
        <Badge bg="secondary" className="connectivity-offline">
          <span aria-hidden="true">● </span>
          {_('connectivity.offline')}
        </Badge>
      ) : null}
      {unsent > 0 ? (
        <Button size="sm" variant="outline-warning" className="text-warning-emphasis" onClick={() => setOpen(true)} data-testid="unsent-count">
          {unsentLabel(_, unsent)}
        </Button>
      ) : null}
      <WhenShown shown={open}>
        <UnsentChanges show={open} onHide={() => setOpen(false)} />
      </WhenShown>
    </div>
  );
}
