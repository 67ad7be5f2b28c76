// Where toasts show: the container (and its styles) mount with the first toast the page asks for.
import { lazy, useSyncExternalStore } from 'react';
import { toastsAsked } from './toast';
import { WhenShown } from './when-shown';

const ToastArea = lazy(() => import('./toast-area'));

export function Toasts() {
  const asked = useSyncExternalStore(toastsAsked.subscribe, toastsAsked.get);
  return (
    <WhenShown shown={asked}>
      <ToastArea />
    </WhenShown>
  );
}
