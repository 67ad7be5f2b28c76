// "Activer les notifications" where a person manages notifications: the button while the browser has not been asked,
// how to allow them again once refused, that they are on, or, on iOS outside the installed app, how to install it first.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { askForNotifications, type NotificationsAnswer } from './ask-for-notifications';
import { appPushDeps } from './push-deps';
import { registerPush } from './register-push';
import { rereadPushPossibility, usePushPossibility } from './use-push-possibility';
import { useNotificationsText } from './text';

interface EnableNotificationsProps {
  /** Nothing at all once notifications are on, unless turned on here (the dropdown keeps its room for the list). */
  quietWhenOn?: boolean;
  /** Says what notifications bring, beside the button (the settings card has the room). */
  explained?: boolean;
  className?: string;
}

export function EnableNotifications({ quietWhenOn = false, explained = false, className }: EnableNotificationsProps) {
  const _ = useNotificationsText();
  const possibility = usePushPossibility();
  const [answer, setAnswer] = useState<NotificationsAnswer | null>(null);
  const [asking, setAsking] = useState(false);

  function enable() {
    setAsking(true);
    // The browser's prompt opens inside this click, before anything is awaited (ask-for-notifications.ts).
    void askForNotifications(() => registerPush(appPushDeps))
      .then((next) => {
        setAnswer(next);
        rereadPushPossibility();
      })
      .finally(() => setAsking(false));
  }

  if (possibility === 'unsupported') return null;
  if (possibility === 'home-screen-first') {
    return (
      <div className={className}>
        <p className="small mb-0">{_('enable.homeScreen')}</p>
      </div>
    );
  }
  // Allowed but not saved (offline, say): the button stays, and a second tap tries again without a new prompt.
  const notSaved = answer === 'not-saved';
  const on = possibility === 'granted' && !notSaved;
  if (on && quietWhenOn && answer === null) return null;
  const offered = possibility !== 'denied' && !on;
  return (
    <div className={className}>
      {explained && offered ? <p className="small text-body-secondary">{_('enable.why')}</p> : null}
      {offered ? (
        <Button variant="outline-primary" size="sm" onClick={enable} disabled={asking} aria-busy={asking}>
          {_('enable.button')}
        </Button>
      ) : null}
      {/* Always there, so what the tap led to is read out when it appears. */}
      <p role="status" className="small mb-0">
        {possibility === 'denied' ? _('enable.denied') : on ? _('enable.on') : null}
      </p>
      {notSaved ? (
        <p role="alert" className="small text-danger mt-2 mb-0">
          {_('enable.notSaved')}
        </p>
      ) : null}
    </div>
  );
}
