// The announcement status icons of spec 001 §4 (hourglass, circle-check, circle-x, clock), inline and decorative.
import type { ReactNode, SVGProps } from 'react';
import { lineIcon } from '../../ui/icons';

const PATHS: Record<string, ReactNode> = {
  hourglass: <path d="M6 2h12M6 22h12M7 2c0 6 10 6 10 10S7 16 7 22M17 2c0 6-10 6-10 10s10 4 10 10" />,
  'circle-check': (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12l3 3 5-6" />
    </>
  ),
  'circle-x': (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9 9l6 6M15 9l-6 6" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
};

export function StatusIcon({ name, ...props }: { name: string } & SVGProps<SVGSVGElement>) {
  const path = PATHS[name];
  if (!path) return null;
  return <svg {...lineIcon({ width: 12, height: 12, strokeWidth: 2.5, ...props })}>{path}</svg>;
}
