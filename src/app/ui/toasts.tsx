// Where toasts show: the container (and its styles) mount with the first toast the page asks for.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastsAsked } from './toast';

const ToastArea = lazy(() => import('./toast-area'));

export function Toasts() {
  const asked = useSyncExternalStore(toastsAsked.subscribe, toastsAsked.get);
  return asked ? (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  ) : null;
}
