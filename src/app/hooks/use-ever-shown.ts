// True from the first time `shown` is true: a lazily loaded modal mounts then, and stays to close with its animation.
import { useState } from 'react';

export function useEverShown(shown: boolean): boolean {
  const [ever, setEver] = useState(shown);
  if (shown && !ever) setEver(true);
  return ever || shown;
}
