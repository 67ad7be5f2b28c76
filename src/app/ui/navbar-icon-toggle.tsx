// A navbar dropdown's icon button with its count of unread items, named with that count for screen readers.
import type { ReactNode } from 'react';
import { Badge, Dropdown } from 'react-bootstrap';

export function NavbarIconToggle({ icon, label, count }: { icon: ReactNode; label: string; count: number }) {
  return (
    <Dropdown.Toggle variant="link" className="nav-link position-relative no-caret px-2" aria-label={label}>
      {icon}
      {count > 0 ? (
        <Badge bg="danger" pill className="position-absolute top-0 start-100 translate-middle small">
          {count}
        </Badge>
      ) : null}
    </Dropdown.Toggle>
  );
}
