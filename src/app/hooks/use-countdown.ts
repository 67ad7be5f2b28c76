// A seconds countdown for resend buttons (30 s for the login OTP, 60 s for the reset OTP). It counts down to a
// deadline rather than counting ticks, so a throttled background tab still shows the right time.
import { useCallback, useEffect, useState } from 'react';

export function useCountdown(seconds: number, running: boolean) {
  const [deadline, setDeadline] = useState(() => (running ? Date.now() + seconds * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());
  const restart = useCallback(() => {
    setNow(Date.now());
    setDeadline(Date.now() + seconds * 1000);
  }, [seconds]);
  useEffect(() => {
    if (running) restart();
  }, [running, restart]);
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 250);
    return () => clearTimeout(timer);
  }, [left, now]);
  return { left, restart };
}
