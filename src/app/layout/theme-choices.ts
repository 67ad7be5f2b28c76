// The themes a person can pick, and how the switcher names the current one.
import type { ThemeChoice } from '../hooks/use-theme';

export const THEME_CHOICES: Array<{ value: ThemeChoice; label: string; icon: string }> = [
  { value: 'light', label: 'Light', icon: '☀' },
  { value: 'dark', label: 'Dark', icon: '☾' },
  { value: 'system', label: 'System', icon: '◐' },
];

/** The choice as the switcher shows it (System when nothing valid is stored). */
export const themeChoice = (value: ThemeChoice) => THEME_CHOICES.find((item) => item.value === value) ?? THEME_CHOICES[2]!;

export const themeLabel = (choice: { label: string }) => `Thème : ${choice.label}`;
