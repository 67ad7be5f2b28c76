// Toasts with the spec's defaults (000 §9): 5 s, top-right, light, pause on hover and focus loss, close on click.
// react-toastify loads with the first toast, not with the page: a visit that never toasts never downloads it.
import type * as Toastify from 'react-toastify';
import type { ToastOptions } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '../../contract/limits';

export const TOAST_DEFAULTS: ToastOptions = {
  position: 'top-right',
  autoClose: TOAST_AUTO_CLOSE_MS,
  theme: 'light',
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  closeOnClick: true,
};

/** The profile area shows its toasts at the bottom centre. */
export const PROFILE_TOAST: ToastOptions = { position: 'bottom-center' };

type Kind = 'success' | 'error' | 'info' | 'warning';

let library: Promise<typeof Toastify> | null = null;
const wanted = new Set<() => void>();
let asked = false;

/** Whether a toast was ever asked for: the container mounts from then on (see Toasts). */
export const toastsAsked = {
  subscribe(listener: () => void) {
    wanted.add(listener);
    return () => wanted.delete(listener);
  },
  get: () => asked,
};

function show(kind: Kind, message: string, options?: ToastOptions): void {
  if (!asked) {
    asked = true;
    for (const listener of wanted) listener();
  }
  // A toast asked for before its container mounts waits in react-toastify's own queue.
  library ??= import('react-toastify');
  void library.then(({ toast }) => toast[kind](message, options));
}

export const notify = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
};
