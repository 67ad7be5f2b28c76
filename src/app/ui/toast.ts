// Toasts with the spec's defaults (000 §9): 5 s, top-right, light, pause on hover and focus loss, close on click.
import { toast, type ToastOptions } from 'react-toastify';
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

export const GENERIC_FORM_ERROR = 'An error occurred. Please try again later.';

export const notify = {
  success: (message: string, options?: ToastOptions) => toast.success(message, options),
  error: (message: string, options?: ToastOptions) => toast.error(message, options),
  info: (message: string, options?: ToastOptions) => toast.info(message, options),
  warning: (message: string, options?: ToastOptions) => toast.warning(message, options),
};
