// The settings' Notifications card (the profile's Security tab, where the user menu's Settings leads): turning them on
// for this device, or why they cannot be yet. Not shown where the browser has no push at all.
import { Card } from 'react-bootstrap';
import { EnableNotifications } from './enable-notifications';
import { usePushPossibility } from './use-push-possibility';
import { useNotificationsText } from './text';

export function NotificationsCard() {
  const _ = useNotificationsText();
  const possibility = usePushPossibility();
  if (possibility === 'unsupported') return null;
  return (
    <Card className="my-3" style={{ maxWidth: 560 }}>
      <Card.Body>
        <h2 className="h5">{_('settings.title')}</h2>
        <EnableNotifications explained />
      </Card.Body>
    </Card>
  );
}
