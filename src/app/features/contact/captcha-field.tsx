// The contact form's captcha: the server's image (a new one on click or with the refresh button) and the answer box.
import type { ComponentProps } from 'react';
import { Button } from 'react-bootstrap';
import { FieldError } from '../../ui/field-error';
import { RefreshIcon } from '../../ui/icons';
import { useContactText } from './text';

/** Spec 000 §2: the image comes from /captcha with a timestamp, so no cache answers with an old one. */
export const captchaSource = (stamp: number) => `/captcha?${stamp}`;

type Props = ComponentProps<'input'> & {
  id: string;
  stamp: number;
  onRefresh: () => void;
  error?: string;
};

export function CaptchaField({ id, stamp, onRefresh, error, ...input }: Props) {
  const _ = useContactText();
  const described = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {_('captcha.label')}
      </label>
      <div className="d-flex align-items-center gap-2 mb-2">
        {/* The button beside it does the same for keyboards and screen readers; the click here is a shortcut. */}
        <img
          src={captchaSource(stamp)}
          alt={_('captcha.alt')}
          title={_('captcha.clickForNew')}
          width={180}
          height={60}
          loading="lazy"
          className="border rounded bg-white"
          style={{ cursor: 'pointer' }}
          onClick={onRefresh}
        />
        <Button variant="outline-secondary" onClick={onRefresh} aria-label={_('captcha.new')} title={_('captcha.new')}>
          <RefreshIcon />
        </Button>
      </div>
      <input
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}`}
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...input}
      />
      <div id={`${id}-hint`} className="form-text">
        {_('captcha.hint')}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
