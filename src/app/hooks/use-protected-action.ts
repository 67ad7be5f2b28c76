// Wraps create, book, apply and edit actions: logged out, the user is told to log in and the action waits for it.
import { useCallback } from 'react';
import { needsPhoneVerification } from '../../contract/user-rules';
import { db, type SessionRow } from '../../db/database';
import { getSession, isSessionValid } from '../../db/session';
import { emit } from '../event-bus';
import { authText, preloadAuthText } from '../features/auth/text';
import { notify } from '../ui/toast';
import { useSession } from './use-session';

export function useProtectedAction() {
  const { loading, session } = useSession();
  return useCallback(
    (action: () => void) => {
      // A tap in the first moments after a page opens comes before IndexedDB answered: ask it rather than take the
      // signed-in user for a visitor and show them the login form.
      if (loading) void getSession(db).then((stored) => runOrAskToLogIn(isSessionValid(stored) ? stored : null, action));
      else runOrAskToLogIn(session, action);
    },
    [loading, session],
  );
}

function runOrAskToLogIn(session: SessionRow | null, action: () => void) {
  if (session && !needsPhoneVerification(session.user)) {
    action();
    return;
  }
  // Signed in but not verified yet: the auth modals open the OTP step and run the action after it.
  // "Please login to perform this action" (spec 000), in the visit's language once its sign-in words are loaded.
  if (!session) void preloadAuthText().then(() => notify.error(authText('loginRequired')));
  emit('require-auth', { action });
}
