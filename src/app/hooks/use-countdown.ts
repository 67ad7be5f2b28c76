// A seconds countdown for resend buttons (30 s for the login OTP, 60 s for the reset OTP).
import { useCallback, useEffect, useState } from 'react';

export function useCountdown(seconds: number, running: boolean) {
  const [left, setLeft] = useState(running ? seconds : 0);
  const restart = useCallback(() => setLeft(seconds), [seconds]);
  useEffect(() => {
    if (running) setLeft(seconds);
  }, [running, seconds]);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, restart };
}
