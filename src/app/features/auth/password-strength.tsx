// The display-only strength meter of the register form: 50 or 100 by the spec's rule.
import { ProgressBar } from 'react-bootstrap';
import { passwordStrength } from '../../../contract/password';
import { useAuthText } from './text';

export function PasswordStrength({ password }: { password: string }) {
  const _ = useAuthText();
  if (!password) return null;
  const strength = passwordStrength(password);
  const label = _(strength === 100 ? 'strength.strong' : 'strength.medium');
  return (
    <div className="mb-3">
      <ProgressBar now={strength} variant={strength === 100 ? 'success' : 'warning'} style={{ height: 6 }} aria-label={_('strength.label', { strength })} />
      <small className="text-body-secondary">{label}</small>
    </div>
  );
}
