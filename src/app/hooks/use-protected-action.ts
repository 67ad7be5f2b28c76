// Wraps create, book, apply and edit actions: logged out, the user is told to log in and the action waits for it.
import { useCallback } from 'react';
import { needsPhoneVerification } from '../../contract/user-rules';
import { emit } from '../event-bus';
import { notify } from '../ui/toast';
import { useSession } from './use-session';

export const LOGIN_REQUIRED_MESSAGE = 'Please login to perform this action';

export function useProtectedAction() {
  const { authenticated, session } = useSession();
  return useCallback(
    (action: () => void) => {
      if (authenticated && session && !needsPhoneVerification(session.user)) {
        action();
        return;
      }
      // Signed in but not verified yet: the auth modals open the OTP step and run the action after it.
      if (!authenticated) notify.error(LOGIN_REQUIRED_MESSAGE);
      emit('require-auth', { action });
    },
    [authenticated, session],
  );
}
