// react-toastify's container with the spec's defaults, and its styles: loaded with the page's first toast. On an
// Arabic page toasts read right to left (react-toastify's own RTL layout; its CSS is not in the RTL twin).
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_DEFAULTS } from './toast';
import { useLanguage } from '../i18n/use-language';
import { directionOf } from '../i18n/locales';

export default function ToastArea() {
  const [locale] = useLanguage();
  return <ToastContainer {...TOAST_DEFAULTS} rtl={directionOf(locale) === 'rtl'} />;
}
