// A submit button that shows a spinner and its busy text while the form waits.
import type { ReactNode } from 'react';
import { Button, Spinner } from 'react-bootstrap';

export function SubmitButton({
  busy,
  children,
  busyText,
  disabled,
  className,
  variant = 'primary',
}: {
  busy: boolean;
  children: ReactNode;
  busyText?: ReactNode;
  disabled?: boolean;
  className?: string;
  variant?: string;
}) {
  return (
    <Button type="submit" variant={variant} disabled={busy || disabled} className={className ?? 'w-100'} aria-busy={busy}>
      {busy ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
      {busy ? (busyText ?? children) : children}
    </Button>
  );
}
