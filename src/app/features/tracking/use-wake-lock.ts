// Screen Wake Lock while the driver shares: the phone's screen stays on, so the page (and its position watch) lives.
// The browser drops the lock when the page is hidden; it is asked again when the page shows.
import { useEffect, useState } from 'react';

type Lock = { release(): Promise<void>; addEventListener(type: 'release', listener: () => void): void };
type WakeLockApi = { request(type: 'screen'): Promise<Lock> };

const wakeLockApi = () => (navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock;

export function useWakeLock(wanted: boolean): { supported: boolean; held: boolean } {
  const supported = wakeLockApi() !== undefined;
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const api = wakeLockApi();
    if (!wanted || !api) return;
    let lock: Lock | null = null;
    let over = false;
    const ask = async () => {
      if (document.visibilityState !== 'visible' || lock) return;
      try {
        lock = await api.request('screen');
        if (over) return void lock.release();
        setHeld(true);
        lock.addEventListener('release', () => {
          lock = null;
          setHeld(false);
        });
      } catch {
        setHeld(false);
      }
    };
    void ask();
    document.addEventListener('visibilitychange', ask);
    return () => {
      over = true;
      document.removeEventListener('visibilitychange', ask);
      void lock?.release();
      setHeld(false);
    };
  }, [wanted]);
  return { supported, held };
}
