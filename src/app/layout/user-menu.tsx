// The signed-in user's menu: first name and role, profile, settings, FAQ, the staff desk for staff, and Logout
// (with its confirmation).
import { Dropdown } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router-dom';
import { db, type SessionRow } from '../../db/database';
import { unsentCount } from '../../db/queries';
import { sync } from '../../sync/client';
import { Avatar } from '../ui/avatar';
import { confirmDialog } from '../ui/dialogs';
import { forgetPush } from '../features/notifications/register-push';

export const LOGOUT_QUESTION = 'Are you sure you want to log out?';

/** Said before logging out with changes still on this device: they stay, for this account only. */
export function unsentAtLogoutText(count: number): string {
  if (count === 0) return '';
  return count === 1
    ? '1 modification non envoyée restera sur cet appareil : elle sera envoyée à votre prochaine connexion.'
    : `${count} modifications non envoyées resteront sur cet appareil : elles seront envoyées à votre prochaine connexion.`;
}

export function roleLabel(isDriver: boolean) {
  return isDriver ? 'Driver' : 'Passenger';
}

export function UserMenu({ session }: { session: SessionRow }) {
  const navigate = useNavigate();

  async function logout() {
    const text = unsentAtLogoutText(await unsentCount(db));
    const confirmed = await confirmDialog({ title: LOGOUT_QUESTION, text, confirm: 'Log Out', cancel: 'Non', danger: true });
    if (!confirmed) return;
    await forgetPush();
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
        {session.user.is_staff ? (
          <Dropdown.Item as={Link} to="/staff">
            Espace staff
          </Dropdown.Item>
        ) : null}
        <Dropdown.Divider />
        <Dropdown.Item as="button" onClick={() => void logout()} className="text-danger">
          Logout
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
