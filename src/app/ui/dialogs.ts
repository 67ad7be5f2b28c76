// Dialogs with the spec's shared defaults (000 §8): confirm, success (auto-closes after 2028 ms), error, info, warning.
import type { SweetAlertOptions } from 'sweetalert2';
import { SUCCESS_DIALOG_TIMER_MS } from '../../contract/limits';

/**
 * SweetAlert2 is loaded on the first dialog, not with the app: most visits open none, and the app starts on 78 kB
 * less script. The service worker precaches the chunk, so dialogs still open offline.
 */
async function fire(options: SweetAlertOptions) {
  const { default: Swal } = await import('sweetalert2');
  return Swal.fire(options);
}

const base = {
  // Bootstrap's buttons, so dialogs follow the theme; SweetAlert2 traps focus and closes on Escape.
  customClass: { confirmButton: 'btn btn-primary mx-1', cancelButton: 'btn btn-outline-secondary mx-1' },
  buttonsStyling: false,
  returnFocus: true,
};

export async function confirmDialog(
  options: { title?: string; text?: string; confirm?: string; cancel?: string; danger?: boolean; icon?: 'warning' | 'info' } = {},
) {
  const result = await fire({
    ...base,
    icon: options.icon ?? 'warning',
    title: options.title ?? 'Are you sure?',
    text: options.text ?? 'Do you really want to perform this action?',
    showCancelButton: true,
    confirmButtonText: options.confirm ?? 'Yes',
    cancelButtonText: options.cancel ?? 'Cancel',
    customClass: { ...base.customClass, confirmButton: `btn ${options.danger ? 'btn-danger' : 'btn-primary'} mx-1` },
    focusCancel: true,
  });
  return result.isConfirmed;
}

export function successDialog(text?: string, title = 'Success!') {
  return fire({ ...base, icon: 'success', title, text, timer: SUCCESS_DIALOG_TIMER_MS, showConfirmButton: false });
}

export function errorDialog(text?: string, title = 'Erreur!') {
  return fire({ ...base, icon: 'error', title, text });
}

export function infoDialog(text?: string, title = 'Information') {
  return fire({ ...base, icon: 'info', title, text });
}

export function warningDialog(text?: string, title = 'Attention!') {
  return fire({ ...base, icon: 'warning', title, text });
}
