// Registers the service worker and, when a newer version waits, asks "A new version is available! Refresh to update?".
import { useEffect } from 'react';
import { registerSW } from 'virtual:pwa-register';
import { confirmDialog } from '../../ui/dialogs';
import { text } from '../../i18n/use-text';

/** Spec 000 §9: three registration attempts, waiting attempt × 2000 ms between them. */
const REGISTRATION_ATTEMPTS = 3;
const RETRY_STEP_MS = 2000;
/** Spec 000 §4: a check for a newer version runs 1000 ms after the page has loaded. */
const UPDATE_CHECK_DELAY_MS = 1000;
let registered = false;
// The plugin may hear of the same waiting version twice ("installed" and "waiting"): ask once, reload once.
let asked = false;
let reloading = false;

function register(attempt: number) {
  const updateSW = registerSW({
    // At once, not on load: the sooner the shell is cached, the sooner the app opens offline.
    immediate: true,
    async onNeedRefresh() {
      if (asked) return;
      asked = true;
      if (await confirmDialog({ icon: 'info', title: text('update.title'), text: text('update.question') })) await updateSW(true);
      else asked = false;
    },
    onNeedReload() {
      // One reload: a second one started while the first page loads would abort it half-loaded.
      if (reloading) return;
      reloading = true;
      window.location.reload();
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const check = () => setTimeout(() => void registration.update().catch(() => undefined), UPDATE_CHECK_DELAY_MS);
      if (document.readyState === 'complete') check();
      else addEventListener('load', check, { once: true });
    },
    onRegisterError() {
      // A flaky network at first visit: try again a little later rather than leave the app without offline support.
      if (attempt < REGISTRATION_ATTEMPTS) setTimeout(() => register(attempt + 1), attempt * RETRY_STEP_MS);
    },
  });
}

export function UpdatePrompt() {
  useEffect(() => {
    if (registered || !('serviceWorker' in navigator)) return;
    registered = true;
    register(1);
  }, []);
  return null;
}
