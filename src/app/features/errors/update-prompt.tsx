// Registers the service worker and, when a newer version waits, asks "A new version is available! Refresh to update?".
import { useEffect } from 'react';
import { registerSW } from 'virtual:pwa-register';
import Swal from 'sweetalert2';

export const UPDATE_QUESTION = 'A new version is available! Refresh to update?';
let registered = false;

export function UpdatePrompt() {
  useEffect(() => {
    if (registered || !('serviceWorker' in navigator)) return;
    registered = true;
    const updateSW = registerSW({
      immediate: true,
      async onNeedRefresh() {
        const answer = await Swal.fire({
          icon: 'info',
          title: 'Information',
          text: UPDATE_QUESTION,
          showCancelButton: true,
          confirmButtonText: 'Yes',
          cancelButtonText: 'Cancel',
        });
        if (answer.isConfirmed) await updateSW(true);
      },
    });
  }, []);
  return null;
}
