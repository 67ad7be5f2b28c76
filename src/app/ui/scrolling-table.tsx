// A table wider than a phone scrolls sideways in its own box; the box takes the keyboard's focus (and is named),
// so someone without a mouse or touch can scroll it too.
import type { ReactNode } from 'react';

export function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
