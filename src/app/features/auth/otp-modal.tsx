// The six-box OTP modal shared by two-step verification (30 s resend) and password reset (60 s resend).
import { useState, type ReactNode } from 'react';
import { Button, Modal, Spinner } from 'react-bootstrap';
import type { ApiResult } from '../../../sync/client';
import { useCountdown } from '../../hooks/use-countdown';
import { notify } from '../../ui/toast';
import { OtpInput } from './otp-input';
import { authText, useAuthText } from './text';

export function OtpModal<T>({
  show,
  onHide,
  title,
  description,
  seconds,
  verify,
  resend,
  resendFailed,
  onVerified,
  idPrefix,
}: {
  show: boolean;
  onHide: () => void;
  title: string;
  description: ReactNode;
  seconds: number;
  verify: (code: string) => Promise<ApiResult<T>>;
  resend: () => Promise<ApiResult<{ message: string; otp?: string }>>;
  resendFailed: string;
  onVerified: (data: T) => void;
  idPrefix: string;
}) {
  const _ = useAuthText();
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const { left, restart } = useCountdown(seconds, show);

  async function submit(code: string) {
    setBusy(true);
    const result = await verify(code);
    setBusy(false);
    if (result.ok) {
      onVerified(result.data);
      return;
    }
    notify.error(result.error.status === 422 ? result.error.message || authText('otp.invalid') : authText('otp.error'));
    setAttempt((value) => value + 1); // a new key clears the six boxes
  }

  async function sendAgain() {
    if (resending) return;
    setResending(true);
    const result = await resend();
    setResending(false);
    if (!result.ok) {
      notify.error(result.error.status === 429 ? result.error.message : resendFailed);
      return;
    }
    // Outside production the server returns the code itself; the spec shows it as an info toast.
    notify.info(result.data.otp ? authText('otp.codeShown', { message: result.data.message, otp: result.data.otp }) : result.data.message);
    restart();
  }

  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby={`${idPrefix}-title`}>
      <Modal.Header closeButton closeLabel={_('otp.close')}>
        <Modal.Title id={`${idPrefix}-title`}>{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="text-center">{description}</p>
        <OtpInput key={attempt} idPrefix={idPrefix} onComplete={(code) => void submit(code)} disabled={busy} />
        <div className="text-center mt-3">
          {/* Only the busy state is announced; a countdown read out every second would drown everything else. */}
          <span aria-live="polite">{busy ? <Spinner animation="border" size="sm" role="status" aria-label={_('otp.checking')} /> : null}</span>
          {left > 0 ? (
            <span className="text-body-secondary">{_('otp.resendIn', { left })}</span>
          ) : (
            <Button variant="link" disabled={resending} onClick={() => void sendAgain()}>
              {_('otp.resend')}
            </Button>
          )}
        </div>
      </Modal.Body>
    </Modal>
  );
}
