// react-toastify's container with the spec's defaults, and its styles: loaded with the page's first toast.
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_DEFAULTS } from './toast';

export default function ToastArea() {
  return <ToastContainer {...TOAST_DEFAULTS} />;
}
