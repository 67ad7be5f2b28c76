// The display-only strength meter of the register form: 50 or 100 by the spec's rule.
import { ProgressBar } from 'react-bootstrap';
import { passwordStrength } from '../../../contract/password';

export function PasswordStrength({ password }: { password: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  const label = strength === 100 ? 'Mot de passe fort' : 'Mot de passe moyen';
  return (
    <div className="mb-3">
      <ProgressBar
        now={strength}
        variant={strength === 100 ? 'success' : 'warning'}
        style={{ height: 6 }}
        aria-label={`Force du mot de passe : ${strength}/100`}
      />
      <small className="text-body-secondary">{label}</small>
    </div>
  );
}
