// The signed-in user's menu: first name and role, profile, settings, FAQ and Logout (with its confirmation).
import { Dropdown } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router-dom';
import type { SessionRow } from '../../db/database';
import { sync } from '../../sync/client';
import { Avatar } from '../ui/avatar';
import { confirmDialog } from '../ui/dialogs';

export const LOGOUT_QUESTION = 'Are you sure you want to log out?';

export function roleLabel(isDriver: boolean) {
  return isDriver ? 'Driver' : 'Passenger';
}

export function UserMenu({ session }: { session: SessionRow }) {
  const navigate = useNavigate();

  async function logout() {
    const confirmed = await confirmDialog({ title: LOGOUT_QUESTION, text: '', confirm: 'Log Out', cancel: 'Non', danger: true });
    if (!confirmed) return;
    await sync.logout();
    navigate('/');
  }

  return (
    <Dropdown align="end">
      <Dropdown.Toggle variant="link" className="nav-link d-flex align-items-center gap-2" id="user-menu" aria-label={`Menu de ${session.user.first_name}`}>
        <Avatar user={session.user} size={32} />
        <span className="text-start lh-sm">
          <span className="d-block fw-semibold">{session.user.first_name}</span>
          <small className="text-body-secondary">{roleLabel(session.isDriver)}</small>
        </span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Header>
          {session.user.full_name} · {roleLabel(session.isDriver)}
        </Dropdown.Header>
        <Dropdown.Item as={Link} to="/profile">
          Mon profil
        </Dropdown.Item>
        <Dropdown.Item as={Link} to="/profile?tab=security">
          Paramètres
        </Dropdown.Item>
        <Dropdown.Item as={Link} to="/#faq">
          FAQ
        </Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Item as="button" onClick={() => void logout()} className="text-danger">
          Logout
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
