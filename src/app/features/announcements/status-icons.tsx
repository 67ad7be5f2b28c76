// The announcement status icons of spec 001 §4 (hourglass, circle-check, circle-x, clock), inline and decorative.
import type { ReactNode, SVGProps } from 'react';

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
  return (
    <svg
      width={12}
      height={12}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
      {...props}
    >
      {path}
    </svg>
  );
}
