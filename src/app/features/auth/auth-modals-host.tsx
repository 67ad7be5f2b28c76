// Mounts the authentication modals with the first event that asks for one (a login, an OTP, an expired session), so a
// visitor's first load does not carry their controller; events that arrive while it loads are handed over in order.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { emit, subscribe, type AppEvents } from '../../event-bus';

const AuthModals = lazy(async () => ({ default: (await import('./auth-modals')).AuthModals }));

const AUTH_EVENTS = ['require-auth', 'account-not-verified', 'open-auth', 'session-expired'] as const;
type AuthEvent = (typeof AUTH_EVENTS)[number];

export function AuthModalsHost() {
  const early = useRef<Array<() => void>>([]);
  const stop = useRef<() => void>(() => {});
  const [asked, setAsked] = useState(false);

  useEffect(() => {
    const offs = AUTH_EVENTS.map((name: AuthEvent) =>
      subscribe(name, (payload: AppEvents[AuthEvent]) => {
        early.current.push(() => emit(name, payload as never));
        setAsked(true);
      }),
    );
    stop.current = () => offs.forEach((off) => off());
    return stop.current;
  }, []);

  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <AuthModals
        onListening={() => {
          // The controller listens now: this host stops listening, then says again the events it kept, in order.
          stop.current();
          const kept = early.current;
          early.current = [];
          kept.forEach((replay) => replay());
        }}
      />
    </Suspense>
  );
}
