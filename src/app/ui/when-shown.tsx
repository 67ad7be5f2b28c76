// A modal whose code loads the first time it is shown (a page's first load does not carry it); it then stays mounted,
// so it closes with its fade and opens at once the next time.
import { Suspense, type ReactNode } from 'react';
import { useEverShown } from '../hooks/use-ever-shown';

export function WhenShown({ shown, children }: { shown: boolean; children: ReactNode }) {
  const ever = useEverShown(shown);
  return ever ? <Suspense fallback={null}>{children}</Suspense> : null;
}
