// Dialogs with the spec's shared defaults (000 §8): confirm, success (auto-closes after 2028 ms), error, info, warning.
import Swal from 'sweetalert2';
import { SUCCESS_DIALOG_TIMER_MS } from '../../contract/limits';

const base = {
  // Bootstrap's buttons, so dialogs follow the theme; SweetAlert2 traps focus and closes on Escape.
  customClass: { confirmButton: 'btn btn-primary mx-1', cancelButton: 'btn btn-outline-secondary mx-1' },
  buttonsStyling: false,
  returnFocus: true,
};

export async function confirmDialog(options: { title?: string; text?: string; confirm?: string; cancel?: string; danger?: boolean } = {}) {
  const result = await Swal.fire({
    ...base,
    icon: 'warning',
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
  return Swal.fire({ ...base, icon: 'success', title, text, timer: SUCCESS_DIALOG_TIMER_MS, showConfirmButton: false });
}

export function errorDialog(text?: string, title = 'Erreur!') {
  return Swal.fire({ ...base, icon: 'error', title, text });
}

export function infoDialog(text?: string, title = 'Information') {
  return Swal.fire({ ...base, icon: 'info', title, text });
}

export function warningDialog(text?: string, title = 'Attention!') {
  return Swal.fire({ ...base, icon: 'warning', title, text });
}
