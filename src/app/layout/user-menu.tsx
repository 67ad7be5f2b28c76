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
import { accountMenuText, useAccountMenuText } from './account-menu-text';

/** Said before logging out with changes still on this device: they stay, for this account only. */
export function unsentAtLogoutText(count: number): string {
  if (count === 0) return '';
  return accountMenuText('unsentAtLogout', { count });
}

/** Also shown by the profile pages (their loader brings these words along). */
export function roleLabel(isDriver: boolean) {
  return accountMenuText(isDriver ? 'driver' : 'passenger');
}

export function UserMenu({ session }: { session: SessionRow }) {
  const navigate = useNavigate();
  const _ = useAccountMenuText();

  async function logout() {
    const unsent = unsentAtLogoutText(await unsentCount(db));
    const confirmed = await confirmDialog({
      title: _('logoutQuestion'),
      text: unsent,
      confirm: _('logoutConfirm'),
      cancel: _('logoutCancel'),
      danger: true,
    });
    if (!confirmed) return;
    await forgetPush();
    await sync.logout();
    navigate('/');
  }

  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="link"
        className="nav-link d-flex align-items-center gap-2"
        id="user-menu"
        aria-label={_('menuOf', { name: session.user.first_name })}
      >
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
          {_('profile')}
        </Dropdown.Item>
        <Dropdown.Item as={Link} to="/profile?tab=security">
          {_('settings')}
        </Dropdown.Item>
        <Dropdown.Item as={Link} to="/#faq">
          {_('faq')}
        </Dropdown.Item>
        {session.user.is_staff ? (
          <Dropdown.Item as={Link} to="/staff">
            {_('staff')}
          </Dropdown.Item>
        ) : null}
        <Dropdown.Divider />
        <Dropdown.Item as="button" onClick={() => void logout()} className="text-danger">
          {_('logout')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
