// A clock for labels that age ("mis à jour il y a 20 s"): re-renders every few seconds while shown.
import { useEffect, useState } from 'react';

export function useNow(everyMs = 5_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
