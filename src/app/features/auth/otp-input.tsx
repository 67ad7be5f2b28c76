// Six single-digit boxes (spec 000 §5): typing moves on, backspace on an empty box moves back, six digits submit
// by themselves, pasting six characters fills every box and submits.
import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '../../../contract/limits';
import { useAuthText } from './text';

export function OtpInput({ onComplete, disabled, idPrefix }: { onComplete: (code: string) => void; disabled?: boolean; idPrefix: string }) {
  const _ = useAuthText();
  const [digits, setDigits] = useState<string[]>(() => Array(OTP_LENGTH).fill(''));
  const boxes = useRef<Array<HTMLInputElement | null>>([]);

  function update(next: string[]) {
    setDigits(next);
    if (next.every((digit) => digit !== '')) onComplete(next.join(''));
  }

  function type(index: number, value: string) {
    const typed = value.replace(/\D/g, '');
    // SMS autofill (one-time-code) puts the whole code in the first box: spread it like a paste.
    if (typed.length === OTP_LENGTH) {
      boxes.current[OTP_LENGTH - 1]?.focus();
      update(typed.split(''));
      return;
    }
    const digit = typed.slice(-1);
    const next = [...digits];
    next[index] = digit;
    if (digit && index < OTP_LENGTH - 1) boxes.current[index + 1]?.focus();
    update(next);
  }

  function key(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      setDigits(next);
      boxes.current[index - 1]?.focus();
    }
  }

  function paste(event: ClipboardEvent<HTMLInputElement>) {
    const text = event.clipboardData.getData('text').trim();
    if (text.length !== OTP_LENGTH || !/^\d+$/.test(text)) return;
    event.preventDefault();
    boxes.current[OTP_LENGTH - 1]?.focus();
    update(text.split(''));
  }

  return (
    <div className="d-flex justify-content-center gap-2" role="group" aria-label={_('otp.group')}>
      {digits.map((digit, index) => (
        <input
          key={index}
          id={`${idPrefix}-${index}`}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="form-control text-center fs-4 otp-box"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={index === 0 ? OTP_LENGTH : 1}
          value={digit}
          disabled={disabled}
          aria-label={_('otp.digit', { index: index + 1, length: OTP_LENGTH })}
          autoFocus={index === 0}
          onChange={(event) => type(index, event.target.value)}
          onKeyDown={(event) => key(index, event)}
          onPaste={paste}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
