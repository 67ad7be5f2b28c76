// A status badge in the colour its status table gives (dark text where that colour is light), and the same badge with
// the "not sent yet" mark of a change still waiting in the outbox (bookings, proposals, ratings).
import type { ReactNode } from 'react';
import { Badge } from 'react-bootstrap';
import { useUiText } from './text';

/** White text on the light colours falls under 4.5:1. */
const LIGHT = new Set(['warning', 'info']);

export function StatusBadge({ bg, children }: { bg: string; children: ReactNode }) {
  return (
    <Badge bg={bg} text={LIGHT.has(bg) ? 'dark' : undefined}>
      {children}
    </Badge>
  );
}

export function StatusBadgeWithPending({ bg, pending, children }: { bg: string; pending: boolean; children: ReactNode }) {
  const _ = useUiText();
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      <StatusBadge bg={bg}>{children}</StatusBadge>
      {pending ? (
        <Badge bg="light" text="dark" className="border">
          {_('status.notSentYet')}
        </Badge>
      ) : null}
    </span>
  );
}
