// Which authentication modal is open, the phone and reset token passed between steps, and the action that waits
// for a login (spec 000 §4 "Authentication flow"). Listens to the event bus: require-auth, account-not-verified.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { User } from '../../../contract/user';
import { needsPhoneVerification } from '../../../contract/user-rules';
import { LOGIN_OTP_RESEND_SECONDS, RESET_OTP_RESEND_SECONDS } from '../../../contract/limits';
import { displayPhone } from '../../../contract/phone-format';
import { db } from '../../../db/database';
import { getSession } from '../../../db/session';
import { sync } from '../../../sync/client';
import { emit, subscribe } from '../../event-bus';
import { notify } from '../../ui/toast';
import type { OtpModal as OtpModalComponent } from './otp-modal';
import { authText, useAuthText } from './text';

// The forms load with the first modal that opens (their form and validation code stays out of the first page load);
// once loaded, each stays mounted so it closes with its animation.
const LoginModal = lazy(async () => ({ default: (await import('./login-modal')).LoginModal }));
const RegisterModal = lazy(async () => ({ default: (await import('./register-modal')).RegisterModal }));
// Generic (its answer's type comes from `verify`): the lazy wrapper keeps the component's own signature.
const OtpModal = lazy(async () => ({ default: (await import('./otp-modal')).OtpModal })) as unknown as typeof OtpModalComponent;
const ForgotPasswordModal = lazy(async () => ({ default: (await import('./forgot-password-modal')).ForgotPasswordModal }));
const ResetPasswordModal = lazy(async () => ({ default: (await import('./reset-password-modal')).ResetPasswordModal }));

type ModalName = 'login' | 'register' | 'otp' | 'forgot' | 'reset-otp' | 'reset-password' | null;

export function AuthModals({ onListening }: { onListening?: () => void }) {
  const _ = useAuthText();
  const [modal, setModal] = useState<ModalName>(null);
  const [otpPhone, setOtpPhone] = useState('');
  const [resetPhone, setResetPhone] = useState('');
  const [resetToken, setResetToken] = useState('');
  const pending = useRef<(() => void) | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<ModalName>>(new Set());
  if (modal !== null && !opened.has(modal)) setOpened(new Set([...opened, modal]));
  const ever = (name: ModalName) => opened.has(name) || modal === name;

  /** Closing a modal gives up the action that waited for it: a later, unrelated login must not run it. */
  const close = useCallback(() => {
    pending.current = null;
    setModal(null);
  }, []);

  /** Signed in and verified: close every modal and run the action that waited for it. */
  const finish = useCallback(() => {
    setModal(null);
    const action = pending.current;
    pending.current = null;
    if (action) setTimeout(action, 0);
  }, []);

  const askForOtp = useCallback((user: Pick<User, 'phone'>) => {
    setOtpPhone(user.phone);
    setModal('otp');
  }, []);

  const signedIn = useCallback((user: User) => (needsPhoneVerification(user) ? askForOtp(user) : finish()), [finish, askForOtp]);

  useEffect(() => {
    const offs = [
      subscribe('require-auth', async ({ action, intended }) => {
        // A server's 401 auth_required carries no function, maybe its intended action: keep whichever came.
        if (action) pending.current = action;
        else if (intended) pending.current = () => emit('intended-action', intended);
        const session = await getSession(db);
        if (session && session.tokenExpiry > Date.now() && needsPhoneVerification(session.user)) askForOtp(session.user);
        else setModal('login');
      }),
      subscribe('account-not-verified', async () => {
        const session = await getSession(db);
        if (session) askForOtp(session.user);
      }),
      subscribe('open-auth', ({ modal: name }) => setModal(name)),
      subscribe('session-expired', () => {
        notify.warning(authText('sessionExpired'));
        setModal('login');
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [askForOtp]);

  // Once, after the listeners above exist: the host hands over the events that asked for this controller.
  const listening = useRef(onListening);
  useEffect(() => {
    listening.current?.();
    listening.current = undefined;
  }, []);

  return (
    <Suspense fallback={null}>
      {ever('login') ? (
        <LoginModal
          show={modal === 'login'}
          onHide={close}
          onSignedIn={(data) => signedIn(data.user)}
          onForgot={() => setModal('forgot')}
          onRegister={() => setModal('register')}
        />
      ) : null}
      {ever('register') ? (
        <RegisterModal show={modal === 'register'} onHide={close} onRegistered={(data) => askForOtp(data.user)} onLogin={() => setModal('login')} />
      ) : null}
      {ever('otp') ? (
        <OtpModal
          show={modal === 'otp'}
          onHide={close}
          idPrefix="otp"
          title={_('otp.loginTitle')}
          description={<SentTo phone={displayPhone(otpPhone)} />}
          seconds={LOGIN_OTP_RESEND_SECONDS}
          verify={(code) => sync.verifyOtp(code)}
          resend={() => sync.resendOtp()}
          resendFailed={_('otp.loginResendFailed')}
          onVerified={(data) => {
            notify.success(data.message);
            finish();
          }}
        />
      ) : null}
      {ever('forgot') ? (
        <ForgotPasswordModal
          show={modal === 'forgot'}
          onHide={close}
          onLogin={() => setModal('login')}
          onSent={(phone) => {
            setResetPhone(phone);
            setModal('reset-otp');
          }}
        />
      ) : null}
      {ever('reset-otp') ? (
        <OtpModal
          show={modal === 'reset-otp'}
          onHide={close}
          idPrefix="reset-otp"
          title={_('otp.resetTitle')}
          description={<SentTo phone={displayPhone(resetPhone)} />}
          seconds={RESET_OTP_RESEND_SECONDS}
          verify={(otp) => sync.verifyResetOtp({ otp, phone: resetPhone })}
          resend={() => sync.resendResetOtp(resetPhone)}
          resendFailed={_('otp.resetResendFailed')}
          onVerified={(data) => {
            setResetToken(data.reset_token);
            setModal('reset-password');
          }}
        />
      ) : null}
      {ever('reset-password') ? (
        <ResetPasswordModal show={modal === 'reset-password'} onHide={close} resetToken={resetToken} onDone={() => setModal('login')} />
      ) : null}
    </Suspense>
  );
}

/** "Enter the code sent to …", the phone number left to right inside a sentence of any direction. */
function SentTo({ phone }: { phone: string }) {
  const _ = useAuthText();
  const [before, after] = _('otp.sentTo', { phone: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      <span dir="ltr">{phone}</span>
      {after}
    </>
  );
}
