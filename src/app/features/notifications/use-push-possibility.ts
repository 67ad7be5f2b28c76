// The push possibility every "Activer les notifications" on screen shows: read once, and again when a tap has been
// answered, so the dropdown and the settings agree without each asking the browser on every render.
import { useSyncExternalStore } from 'react';
import { pushPossibility, type PushPossibility } from './push-possibility';

let known: PushPossibility | null = null;
const watchers = new Set<() => void>();

const current = (): PushPossibility => (known ??= pushPossibility());

function watch(watcher: () => void): () => void {
  watchers.add(watcher);
  return () => void watchers.delete(watcher);
}

/** After the browser answered: every screen showing the control reads the permission again. */
export function rereadPushPossibility(): void {
  known = pushPossibility();
  for (const watcher of watchers) watcher();
}

export function usePushPossibility(): PushPossibility {
  return useSyncExternalStore(watch, current, current);
}
