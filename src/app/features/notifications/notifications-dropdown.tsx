// The notifications dropdown (spec 000 §2): header Notification with the New count and the mark-all icon,
// "Aucune notification" when empty; items with image, title, message cut at 70 characters, date and unread dot;
// a click reads the notification, opens its web_url and closes the dropdown. Below the list, "Activer les
// notifications" while this browser has not been asked (or why it cannot be yet).
import { useState } from 'react';
import { Badge, Button, Dropdown } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { useLiveQuery } from 'dexie-react-hooks';
import { NOTIFICATION_TEXT_CUT } from '../../../contract/notifications';
import { db, type NotificationRow } from '../../../db/database';
import { notificationsOf, unreadNotificationsCount } from '../../../db/chat-queries';
import { readAllNotifications, readNotification } from '../../../db/commands/notifications';
import { runCommand, sync } from '../../../sync/client';
import { Avatar } from '../../ui/avatar';
import { relativeTime, truncate } from '../../ui/format';
import { NavbarIconToggle } from '../../ui/navbar-icon-toggle';
import { BellIcon, CheckAllIcon } from '../../ui/icons';
import { EnableNotifications } from './enable-notifications';
import { useNotificationsText } from './text';
import { webUrlTarget } from './web-url';

function run(write: Promise<string | null>) {
  void write.then((entryId) => (entryId ? runCommand(Promise.resolve(entryId)) : null)).catch(() => undefined);
}

export function NotificationsDropdown({ viewerId }: { viewerId: number }) {
  const _ = useNotificationsText();
  const [show, setShow] = useState(false);
  const navigate = useNavigate();
  const notifications = useLiveQuery(() => notificationsOf(db, viewerId), [viewerId]) ?? [];
  // What the server counts unread, not only the rows kept here (it keeps the 50 newest).
  const unread = useLiveQuery(() => unreadNotificationsCount(db, viewerId), [viewerId]) ?? 0;

  function open(notification: NotificationRow) {
    setShow(false);
    if (!notification.readed_at) run(readNotification(db, notification));
    const target = webUrlTarget(notification.web_url);
    if (target) navigate(target);
  }

  return (
    <Dropdown
      align="end"
      show={show}
      onToggle={(next) => {
        setShow(next);
        if (next) void sync.refreshNotifications();
      }}
      autoClose="outside"
    >
      <NavbarIconToggle icon={<BellIcon />} label={unread ? _('dropdown.labelUnread', { count: unread }) : _('dropdown.label')} count={unread} />
      <Dropdown.Menu className="dropdown-menu-wide p-0">
        <div className="d-flex align-items-center justify-content-between px-3 py-2 border-bottom">
          <span className="fw-semibold">{_('dropdown.title')}</span>
          <span className="d-flex align-items-center gap-2">
            {unread > 0 ? <Badge bg="primary">{_('dropdown.new', { count: unread })}</Badge> : null}
            <Button
              variant="link"
              size="sm"
              className="p-0"
              aria-label={_('dropdown.readAll')}
              disabled={unread === 0}
              onClick={() => run(readAllNotifications(db))}
            >
              <CheckAllIcon />
            </Button>
          </span>
        </div>
        <div style={{ maxHeight: '24rem', overflowY: 'auto' }}>
          {notifications.length === 0 ? <p className="text-body-secondary text-center py-3 mb-0">{_('dropdown.empty')}</p> : null}
          {notifications.map((notification) => (
            <Dropdown.Item key={notification.id} as="button" className="d-flex gap-2 align-items-start py-2" onClick={() => open(notification)}>
              <Avatar user={{ full_name: notification.title, image_url: notification.image_url }} size={36} />
              <span className="flex-grow-1 min-w-0">
                <span className="d-block fw-semibold">{notification.title}</span>
                <span className="d-block small">{truncate(notification.message, NOTIFICATION_TEXT_CUT)}</span>
                <small className="text-body-secondary">{relativeTime(notification.created_at)}</small>
              </span>
              {notification.readed_at ? null : <span className="unread-dot flex-shrink-0 mt-2" role="img" aria-label={_('dropdown.unread')} />}
            </Dropdown.Item>
          ))}
        </div>
        <EnableNotifications quietWhenOn className="border-top px-3 py-2" />
      </Dropdown.Menu>
    </Dropdown>
  );
}
