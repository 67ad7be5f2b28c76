// The themes a person can pick, and how the switcher names the current one.
import type { ThemeChoice } from '../hooks/use-theme';
import type { MessageId, Translate } from '../i18n/use-text';

export const THEME_CHOICES: Array<{ value: ThemeChoice; label: MessageId; icon: string }> = [
  { value: 'light', label: 'theme.light', icon: '☀' },
  { value: 'dark', label: 'theme.dark', icon: '☾' },
  { value: 'system', label: 'theme.system', icon: '◐' },
];

/** The choice as the switcher shows it (System when nothing valid is stored). */
export const themeChoice = (value: ThemeChoice) => THEME_CHOICES.find((item) => item.value === value) ?? THEME_CHOICES[2]!;

export const themeLabel = (_: Translate, choice: { label: MessageId }) => _('theme.label', { theme: _(choice.label) });
