// Dialogs with the spec's shared defaults (000 §8): confirm, success (auto-closes after 2028 ms), error, info, warning.
// The default titles and buttons read in the active language; a caller's own texts are shown as given.
import type { SweetAlertOptions } from 'sweetalert2';
import { SUCCESS_DIALOG_TIMER_MS } from '../../contract/limits';
import type { UiTextId } from './text';

type Words = (id: UiTextId) => string;

/**
 * SweetAlert2 is loaded on the first dialog, not with the app: most visits open none, and the app starts on 78 kB
 * less script. The service worker precaches the chunk, so dialogs still open offline. The default words come beside
 * it (the navbar's logout asks through here, so this module stays out of the first load's catalogs too).
 */
async function fire(options: (words: Words) => SweetAlertOptions) {
  const [{ default: Swal }, { uiText, preloadUiText }] = await Promise.all([import('sweetalert2'), import('./text')]);
  await preloadUiText().catch(() => {});
  return Swal.fire(options(uiText));
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
  const result = await fire((_) => ({
    ...base,
    icon: options.icon ?? 'warning',
    title: options.title ?? _('dialog.confirmTitle'),
    text: options.text ?? _('dialog.confirmText'),
    showCancelButton: true,
    confirmButtonText: options.confirm ?? _('dialog.yes'),
    cancelButtonText: options.cancel ?? _('dialog.cancel'),
    customClass: { ...base.customClass, confirmButton: `btn ${options.danger ? 'btn-danger' : 'btn-primary'} mx-1` },
    focusCancel: true,
  }));
  return result.isConfirmed;
}

export function successDialog(text?: string, title?: string) {
  return fire((_) => ({ ...base, icon: 'success', title: title ?? _('dialog.success'), text, timer: SUCCESS_DIALOG_TIMER_MS, showConfirmButton: false }));
}

export function errorDialog(text?: string, title?: string) {
  return fire((_) => ({ ...base, icon: 'error', title: title ?? _('dialog.error'), text }));
}

export function infoDialog(text?: string, title?: string) {
  return fire((_) => ({ ...base, icon: 'info', title: title ?? _('dialog.info'), text }));
}

export function warningDialog(text?: string, title?: string) {
  return fire((_) => ({ ...base, icon: 'warning', title: title ?? _('dialog.warning'), text }));
}
