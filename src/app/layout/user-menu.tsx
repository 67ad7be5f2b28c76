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
import { text, useText } from '../i18n/use-text';

/** Said before logging out with changes still on this device: they stay, for this account only. */
export function unsentAtLogoutText(count: number): string {
  if (count === 0) return '';
  return text('user.unsentAtLogout', { count });
}

/** Also shown by the profile pages: read from the active language when they render. */
export function roleLabel(isDriver: boolean) {
  return text(isDriver ? 'user.driver' : 'user.passenger');
}

export function UserMenu({ session }: { session: SessionRow }) {
  const navigate = useNavigate();
  const _ = useText();

  async function logout() {
    const unsent = unsentAtLogoutText(await unsentCount(db));
    const confirmed = await confirmDialog({
      title: _('user.logoutQuestion'),
      text: unsent,
      confirm: _('user.logoutConfirm'),
      cancel: _('user.logoutCancel'),
      danger: true,
    });
    if (!confirmed) return;
    await forgetPush();
    await sync.logout();
    navigate('/');
  }

  return (
    <Dropdown align="end">
      <Dropdown.Toggle variant="link" className="nav-link d-flex align-items-center gap-2" id="user-menu" aria-label={_('user.menuOf', { name: session.user.first_name })}>
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
          {_('user.profile')}
        </Dropdown.Item>
        <Dropdown.Item as={Link} to="/profile?tab=security">
          {_('user.settings')}
        </Dropdown.Item>
        <Dropdown.Item as={Link} to="/#faq">
          {_('user.faq')}
        </Dropdown.Item>
        {session.user.is_staff ? (
          <Dropdown.Item as={Link} to="/staff">
            {_('user.staff')}
          </Dropdown.Item>
        ) : null}
        <Dropdown.Divider />
        <Dropdown.Item as="button" onClick={() => void logout()} className="text-danger">
          {_('user.logout')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
