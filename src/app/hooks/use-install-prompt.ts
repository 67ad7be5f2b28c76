// The browser's install offer (beforeinstallprompt), kept until used; cleared once the user answered.
import { useEffect, useState } from 'react';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
const watchers = new Set<(event: InstallPromptEvent | null) => void>();

addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  deferred = event as InstallPromptEvent;
  for (const watcher of watchers) watcher(deferred);
});
addEventListener('appinstalled', () => {
  deferred = null;
  for (const watcher of watchers) watcher(null);
});

export function useInstallPrompt() {
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(deferred);
  useEffect(() => {
    watchers.add(setPrompt);
    return () => void watchers.delete(setPrompt);
  }, []);
  async function install() {
    if (!deferred) return;
    const event = deferred;
    await event.prompt();
    await event.userChoice;
    deferred = null;
    for (const watcher of watchers) watcher(null);
  }
  return { canInstall: prompt !== null, install };
}
