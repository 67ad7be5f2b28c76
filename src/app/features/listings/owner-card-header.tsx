// The top of an owner's card in the profile (My Trips, My Announcements): the route, its status, and a ⋮ menu with
// "View details" and "Edit".
import type { ReactNode } from 'react';
import { Dropdown } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useRoutesText } from './text';

export function OwnerCardHeader({
  title,
  badge,
  menuLabel,
  detailsTo,
  onEdit,
  editDisabled,
}: {
  title: ReactNode;
  badge: ReactNode;
  /** The menu button's name, which says whose actions they are ("Actions du trajet Tunis → Sousse"). */
  menuLabel: string;
  detailsTo: string;
  onEdit: () => void;
  editDisabled?: boolean;
}) {
  const _ = useRoutesText();
  return (
    <div className="d-flex justify-content-between align-items-start gap-2">
      {title}
      <div className="d-flex align-items-center gap-1">
        {badge}
        <Dropdown align="end">
          <Dropdown.Toggle variant="link" size="sm" className="text-body p-1" aria-label={menuLabel}>
            ⋮
          </Dropdown.Toggle>
          <Dropdown.Menu>
            <Dropdown.Item as={Link} to={detailsTo}>
              {_('owner.viewDetails')}
            </Dropdown.Item>
            <Dropdown.Item as="button" onClick={onEdit} disabled={editDisabled}>
              {_('owner.edit')}
            </Dropdown.Item>
          </Dropdown.Menu>
        </Dropdown>
      </div>
    </div>
  );
}
